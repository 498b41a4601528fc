import { NETWORK_NAMES, NETWORKS, zonedDateTimeStrings, type ContentItem, type Network } from '@publia/shared';
import { CalendarX2 } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '../../lib/dates.ts';
import { useTimeZone } from '../auth/use-time-zone.ts';
import { addPageMessages, useT } from '../../lib/i18n/index.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { TabList } from '../../ui/Tabs.tsx';
import { useToast } from '../../ui/toast/index.ts';
import { AutomationCards } from './AutomationCards.tsx';
import type { DayKey } from './calendar/calendar-days.ts';
import { ScheduleCalendar } from './calendar/ScheduleCalendar.tsx';
import { ScheduleDialog } from './ScheduleDialog.tsx';
import { readScheduleChoice } from '../content/schedule-time.ts';
import { shownTitle } from '../content/content-display.ts';
import { CardSkeletons, EmptyState, LoadError } from '../content/ListStates.tsx';
import { PreviewDialog } from '../content/preview/PreviewDialog.tsx';
import { useContentPages } from '../content/queries.ts';
import { ScheduledItem } from './ScheduledItem.tsx';
import { useCancelSchedule, useSchedule } from '../content/use-content-actions.ts';
import { useCan } from '../auth/use-can.ts';
import { useQueue } from './automations/queries.ts';
import automationMessages from '../../locales/fr-pages/automations.json';
import publicationsMessages from '../../locales/fr-pages/publications.json';
import historyMessages from '../../locales/fr-pages/history.json';

// The automations', the publications' and the history's French join the catalogue with this page's chunk, before it renders.
addPageMessages('automations', automationMessages);
addPageMessages('publications', publicationsMessages);
addPageMessages('history', historyMessages);

type NetworkFilter = 'all' | Network;

/** /publications/scheduled: the calendar, the list by network, and the automations. */
export function ScheduledPage() {
  const t = useT();
  useDocumentTitle(t('publications.tabs.scheduled'));
  const timeZone = useTimeZone();
  const list = useContentPages({ status: 'scheduled' }, { retrySeed: true, pageSize: 100 });
  const cancel = useCancelSchedule();
  const schedule = useSchedule();
  const canPublish = useCan('publish_content');
  const toast = useToast();
  const [rescheduling, setRescheduling] = useState<ContentItem | null>(null);
  const [network, setNetwork] = useState<NetworkFilter>('all');
  const [previewing, setPreviewing] = useState<ContentItem | null>(null);
  const [cancelling, setCancelling] = useState<ContentItem | null>(null);
  const queuePaused = useQueue().data?.paused ?? false;
  const soonestFirst = [...list.items].sort((a, b) => (a.scheduledFor ?? '').localeCompare(b.scheduledFor ?? ''));
  const shown = network === 'all' ? soonestFirst : soonestFirst.filter((item) => item.platforms.includes(network));

  /**
   * A post dragged onto another day goes out that day at the same time (the time of the chip dragged:
   * a queued post's networks may stand at different hours), with the schedule's checks. A queued post
   * is then scheduled by hand, out of the queue.
   */
  const moveTo = (item: ContentItem, day: DayKey, at: string | null) => {
    const from = at ?? item.scheduledFor;
    if (!from) return;
    const { date, time } = zonedDateTimeStrings(new Date(from), timeZone);
    if (date === day) return;
    const choice = readScheduleChoice(day, time, timeZone, new Date());
    if (choice.error) {
      toast.error(t(choice.error));
      return;
    }
    schedule.mutate({ item, at: choice.at });
  };

  /** What leaving the schedule (or the queue) means for this post. */
  const cancelText = (item: ContentItem) =>
    item.queuedAt
      ? t('publications.scheduled.unqueue.body', { title: shownTitle(item, t) })
      : t('publications.scheduled.cancel.body', { title: shownTitle(item, t), date: item.scheduledFor ? formatDateTime(item.scheduledFor, timeZone) : '' });

  return (
    <div className="flex flex-col gap-8">
      <Card className="p-4 sm:p-5">
        <h2 className="mb-3 text-base font-semibold text-gray-900">{t('publications.scheduled.calendarTitle')}</h2>
        <ScheduleCalendar items={list.items} timeZone={timeZone} queuePaused={queuePaused} onOpen={setPreviewing} onMove={canPublish ? moveTo : undefined} />
      </Card>

      <section aria-labelledby="scheduled-list-title" className="flex flex-col gap-3">
        <h2 id="scheduled-list-title" className="text-base font-semibold text-gray-900">
          {t('publications.scheduled.listTitle')}
        </h2>
        <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <TabList
            label={t('publications.scheduled.filterLabel')}
            idPrefix="scheduled-filter"
            value={network}
            onChange={setNetwork}
            options={[{ value: 'all', label: t('publications.scheduled.all') }, ...NETWORKS.map((value) => ({ value, label: NETWORK_NAMES[value] }))]}
          />
        </div>
        <div id="scheduled-filter-panel" role="tabpanel" aria-labelledby={`scheduled-filter-tab-${network}`}>
          {list.isPending ? (
            <CardSkeletons count={2} />
          ) : list.isError ? (
            <LoadError message={t('publications.loadError', { message: list.error.message })} retryKey="publications.retry" onRetry={() => void list.refetch()} />
          ) : shown.length === 0 ? (
            <EmptyState
              icon={<CalendarX2 aria-hidden="true" className="size-7" />}
              title={network === 'all' ? t('publications.scheduled.empty') : t('publications.scheduled.noneForNetwork', { platform: NETWORK_NAMES[network] })}
              body={network === 'all' ? t('publications.scheduled.emptyBody') : undefined}
            />
          ) : (
            <ul className="flex flex-col gap-3">
              {shown.map((item) => (
                <li key={item.id}>
                  <ScheduledItem item={item} queuePaused={queuePaused} onPreview={setPreviewing} onCancel={setCancelling} onReschedule={setRescheduling} />
                </li>
              ))}
            </ul>
          )}
          {list.hasNextPage && (
            <Button variant="outline" className="mt-3" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {t('history.loadMore')}
            </Button>
          )}
        </div>
      </section>

      <AutomationCards />

      <PreviewDialog item={previewing} onClose={() => setPreviewing(null)} />
      <ScheduleDialog item={rescheduling} onClose={() => setRescheduling(null)} />
      <ConfirmDialog
        open={cancelling !== null}
        testId="cancel-dialog"
        title={t(cancelling?.queuedAt ? 'publications.scheduled.unqueue.title' : 'publications.scheduled.cancel.title')}
        description={cancelling ? cancelText(cancelling) : undefined}
        confirmLabel={t(cancelling?.queuedAt ? 'publications.scheduled.unqueue.confirm' : 'publications.scheduled.cancel.confirm')}
        cancelLabel={t('publications.scheduled.cancel.keep')}
        busy={cancel.isPending}
        onClose={() => setCancelling(null)}
        onConfirm={() => {
          if (cancelling) cancel.mutate(cancelling, { onSettled: () => setCancelling(null) });
        }}
      />
    </div>
  );
}
