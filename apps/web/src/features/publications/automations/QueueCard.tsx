import type { PostingQueue } from '@publia/shared';
import { Pause, Play, Settings2, Zap } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../ui/Badge.tsx';
import { Button } from '../../../ui/Button.tsx';
import { useCan } from '../../auth/use-can.ts';
import { AutomationCard, Loaded } from './AutomationCard.tsx';
import { usePauseQueue, useQueue } from './queries.ts';
import { QueueDialog } from './QueueDialog.tsx';
import { useAutomationFormat } from './use-automation-format.ts';

/** What the queue holds across its networks, and its next free slot (the soonest of any network). */
export function queueFigures(queue: PostingQueue) {
  const connected = queue.networks.filter((network) => network.accounts > 0);
  const next = connected.flatMap((network) => network.nextFree).sort()[0] ?? null;
  return { connected: connected.length, queued: queue.queuedItems, next };
}

/** « Active · 3 publications en file · Prochain créneau : lundi 23 novembre à 09:00 ». */
function QueueState({ queue }: { queue: PostingQueue }) {
  const f = useAutomationFormat();
  const { connected, queued, next } = queueFigures(queue);
  let slot: string | null = null;
  if (connected === 0) slot = f.t('automations.queue.noNetwork');
  else if (!queue.paused) slot = next ? f.t('automations.queue.next', { date: f.instant(next) }) : f.t('automations.queue.noNext');
  return (
    <p data-testid="queue-state" className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-gray-700">
      <Badge tone={queue.paused ? 'warning' : 'success'}>{f.t(queue.paused ? 'automations.queue.paused' : 'automations.queue.active')}</Badge>
      <span>{f.count('automations.queue.queued', queued)}</span>
      {slot && (
        <>
          <span aria-hidden="true">·</span>
          <span>{slot}</span>
        </>
      )}
    </p>
  );
}

/** « Publication automatique »: the queue's state, its settings, and pause / resume. */
export function QueueCard() {
  const f = useAutomationFormat();
  const queue = useQueue();
  const canPublish = useCan('publish_content');
  const pause = usePauseQueue();
  const [open, setOpen] = useState(false);
  return (
    <AutomationCard icon={Zap} title={f.t('automations.queue.title')} body={f.t('automations.queue.body')} testId="automation-queue">
      <Loaded query={queue} errorKey="automations.queue.loadError">
        {(data) => (
          <>
            <QueueState queue={data} />
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="outline" data-testid="queue-configure" icon={<Settings2 aria-hidden="true" className="size-4" />} onClick={() => setOpen(true)}>
                {f.t(canPublish ? 'automations.queue.configure' : 'automations.queue.view')}
              </Button>
              {canPublish && (
                <Button
                  size="sm"
                  variant="secondary"
                  data-testid="queue-pause"
                  loading={pause.isPending}
                  icon={data.paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
                  onClick={() => pause.toggle(!data.paused)}
                >
                  {f.t(data.paused ? 'automations.queue.resume' : 'automations.queue.pause')}
                </Button>
              )}
            </div>
            <QueueDialog open={open} queue={data} onClose={() => setOpen(false)} />
          </>
        )}
      </Loaded>
    </AutomationCard>
  );
}
