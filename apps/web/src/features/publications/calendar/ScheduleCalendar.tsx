import type { ContentItem } from '@publia/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { addPageMessages, useI18n, useT } from '../../../lib/i18n/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { TabList } from '../../../ui/Tabs.tsx';
import { addDays, addMonths, dayOf, formatDay, startOfWeek, type DayKey } from './calendar-days.ts';
import { groupByDay } from './calendar-entries.ts';
import { DayView, MonthView, WeekView, type ViewProps } from './CalendarViews.tsx';
import calendarMessages from '../../../locales/fr-pages/calendar.json';

// Not in the shell's French: `calendar` joins the catalogue when this module loads, before anything renders.
addPageMessages('calendar', calendarMessages);

export type CalendarView = 'day' | 'week' | 'month';

const VIEWS: Record<CalendarView, (props: ViewProps) => ReactNode> = { day: DayView, week: WeekView, month: MonthView };

function periodTitle(view: CalendarView, anchor: DayKey, localeTag: string, t: ReturnType<typeof useT>): string {
  if (view === 'month') return formatDay(anchor, localeTag, { month: 'long', year: 'numeric' });
  if (view === 'day') return formatDay(anchor, localeTag, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const start = startOfWeek(anchor);
  return t('calendar.weekOf', {
    start: formatDay(start, localeTag, { day: 'numeric', month: 'long' }),
    end: formatDay(addDays(start, 6), localeTag, { day: 'numeric', month: 'long', year: 'numeric' }),
  });
}

/** Jour / Semaine / Mois calendar of the scheduled posts, in the user's time zone. */
export function ScheduleCalendar({
  items,
  timeZone,
  onOpen,
  onMove,
  queuePaused = false,
  now,
}: {
  items: ContentItem[];
  timeZone: string;
  onOpen: (item: ContentItem) => void;
  /** A post dragged onto another day, from the time of the chip dragged (absent: nothing can be dragged). */
  onMove?: (item: ContentItem, day: DayKey, at: string | null) => void;
  queuePaused?: boolean;
  now?: Date;
}) {
  const t = useT();
  const { locale } = useI18n();
  const localeTag = locale === 'fr' ? 'fr-FR' : locale;
  const [mountedAt] = useState(() => new Date());
  const today = dayOf(now ?? mountedAt, timeZone);
  const [view, setView] = useState<CalendarView>('month');
  const [anchor, setAnchor] = useState<DayKey>(today);
  const byDay = useMemo(() => groupByDay(items, timeZone), [items, timeZone]);
  const View = VIEWS[view];

  const move = (direction: 1 | -1) => setAnchor((day) => (view === 'month' ? addMonths(day, direction) : addDays(day, direction * (view === 'week' ? 7 : 1))));

  return (
    <section aria-label={t('calendar.label')} data-testid="schedule-calendar" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <div className="flex items-center gap-1">
          <Button size="sm" variant="outline" aria-label={t('calendar.previous')} onClick={() => move(-1)} icon={<ChevronLeft aria-hidden="true" className="size-4" />} />
          <Button size="sm" variant="outline" aria-label={t('calendar.next')} onClick={() => move(1)} icon={<ChevronRight aria-hidden="true" className="size-4" />} />
          <Button size="sm" variant="outline" onClick={() => setAnchor(today)}>
            {t('calendar.today')}
          </Button>
        </div>
        <h3
          data-testid="calendar-period"
          aria-live="polite"
          className="order-first w-full text-base font-semibold text-gray-900 first-letter:uppercase sm:order-none sm:w-auto sm:min-w-0 sm:flex-1"
        >
          {periodTitle(view, anchor, localeTag, t)}
        </h3>
        <TabList
          className="sm:ml-auto"
          variant="pills"
          label={t('calendar.viewLabel')}
          value={view}
          onChange={setView}
          options={[
            { value: 'day', label: t('calendar.views.day') },
            { value: 'week', label: t('calendar.views.week') },
            { value: 'month', label: t('calendar.views.month') },
          ]}
        />
      </div>
      <View
        anchor={anchor}
        today={today}
        byDay={byDay}
        timeZone={timeZone}
        localeTag={localeTag}
        queuePaused={queuePaused}
        onOpen={onOpen}
        onPickDay={(day) => {
          setAnchor(day);
          setView('day');
        }}
        {...(onMove
          ? {
              onMove: (id: string, day: DayKey, at: string | null) => {
                const item = items.find((candidate) => candidate.id === id);
                if (item) onMove(item, day, at);
              },
            }
          : {})}
      />
      {onMove && view !== 'day' && <p className="hidden text-xs text-gray-600 sm:block">{t('calendar.dragHint')}</p>}
    </section>
  );
}
