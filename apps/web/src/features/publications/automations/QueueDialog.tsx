import { NETWORK_NAMES, QUEUE_LIMITS, type PostingQueue } from '@publia/shared';
import { Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Dialog, DialogBody, DialogFooter } from '../../../ui/Dialog.tsx';
import { useCan } from '../../auth/use-can.ts';
import { useSaveQueueSlots } from './queries.ts';
import { QueueNetworkSlots } from './QueueNetworkSlots.tsx';
import { draftOf, slotsBodyOf, type SlotDraft } from './slot-rows.ts';
import { useAutomationFormat } from './use-automation-format.ts';

/**
 * The slots of every connected network, edited together and saved at once. A refusal (a bad day or
 * time, two slots too close) is the server's sentence, shown above the buttons: nothing was saved and
 * the rows stay as typed, to be corrected.
 */
function QueueForm({ queue, onClose }: { queue: PostingQueue; onClose: () => void }) {
  const f = useAutomationFormat();
  const canPublish = useCan('publish_content');
  const save = useSaveQueueSlots();
  const [draft, setDraft] = useState<SlotDraft>(() => draftOf(queue));
  const [error, setError] = useState<string | null>(null);
  const connected = queue.networks.filter((network) => network.accounts > 0);
  const others = queue.networks.filter((network) => network.accounts === 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate(slotsBodyOf(draft), { onSuccess: onClose, onError: (failure) => setError(failure.message) });
  };

  return (
    <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
      <DialogBody className="flex flex-col gap-4">
        {connected.length === 0 ? (
          <p className="text-sm text-gray-600">{f.t('automations.queue.noNetwork')}</p>
        ) : (
          canPublish && <p className="text-sm text-gray-600">{f.t('automations.queue.dialog.rules', { gap: QUEUE_LIMITS.minGapMinutes, max: QUEUE_LIMITS.slotsPerNetworkMax })}</p>
        )}
        {connected.map((network) => (
          <QueueNetworkSlots
            key={network.network}
            network={network}
            rows={draft[network.network] ?? []}
            readOnly={!canPublish}
            onChange={(rows) => setDraft((current) => ({ ...current, [network.network]: rows }))}
          />
        ))}
        {others.length > 0 && (
          <p data-testid="queue-not-connected" className="text-sm text-gray-600">
            {f.t('automations.queue.dialog.notConnected', { networks: others.map((network) => NETWORK_NAMES[network.network]).join(', ') })}
          </p>
        )}
        {error && (
          <Alert tone="error" data-testid="queue-error">
            {error}
          </Alert>
        )}
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={save.isPending}>
          {f.t(canPublish ? 'dialog.cancel' : 'dialog.close')}
        </Button>
        {canPublish && connected.length > 0 && (
          <Button type="submit" data-testid="queue-save" loading={save.isPending} icon={<Save aria-hidden="true" className="size-4" />}>
            {f.t('automations.queue.dialog.save')}
          </Button>
        )}
      </DialogFooter>
    </form>
  );
}

/** The queue's settings (« Configurer »; « Voir les créneaux » for a reader, without edits). */
export function QueueDialog({ open, queue, onClose }: { open: boolean; queue: PostingQueue; onClose: () => void }) {
  const f = useAutomationFormat();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      testId="queue-dialog"
      title={f.t('automations.queue.title')}
      description={f.t('automations.queue.dialog.description', { timeZone: queue.timeZone })}
    >
      <QueueForm queue={queue} onClose={onClose} />
    </Dialog>
  );
}
