import type { ContentItem } from '@publia/shared';
import { useState, type DragEvent } from 'react';
import { addPageMessages, useT } from '../../../lib/i18n/index.ts';
import { cn } from '../../../ui/cn.ts';
import { CalendarChip, DRAGGED_AT_TYPE, DRAGGED_ITEM_TYPE } from './CalendarChip.tsx';
import { formatDay, monthWeeks, sameMonth, weekDays, type DayKey } from './calendar-days.ts';
import { entryKey, type CalendarEntry } from './calendar-entries.ts';
import calendarMessages from '../../../locales/fr-pages/calendar.json';

// Not in the shell's French: `calendar` joins the catalogue when this module loads, before anything renders.
addPageMessages('calendar', calendarMessages);

export interface ViewProps {
  anchor: DayKey;
  today: DayKey;
  byDay: Map<DayKey, CalendarEntry[]>;
  timeZone: string;
  localeTag: string;
  /** The posting queue is paused: its chips say so. */
  queuePaused: boolean;
  onOpen: (item: ContentItem) => void;
  onPickDay: (day: DayKey) => void;
  /** A post dropped on a day, with the time of the chip dragged (absent: the calendar only shows). */
  onMove?: (itemId: string, day: DayKey, at: string | null) => void;
}

/** Whether a drag carries a scheduled post (not a file, not text). */
const carries = (event: DragEvent) => event.dataTransfer.types.includes(DRAGGED_ITEM_TYPE);

/** What a day needs to take a dragged post: the drop handlers and whether one hovers over it. */
function useDropDay(day: DayKey, onMove: ViewProps['onMove']) {
  const [over, setOver] = useState(false);
  if (!onMove) return { over: false, handlers: {} };
  return {
    over,
    handlers: {
      onDragOver: (event: DragEvent) => {
        if (!carries(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      },
      onDragLeave: () => setOver(false),
      onDrop: (event: DragEvent) => {
        setOver(false);
        const id = event.dataTransfer.getData(DRAGGED_ITEM_TYPE);
        if (!id) return;
        event.preventDefault();
        onMove(id, day, event.dataTransfer.getData(DRAGGED_AT_TYPE) || null);
      },
    },
  };
}

const DROP_TARGET = 'bg-primary-50 ring-2 ring-inset ring-primary-400';

const MONTH_CHIPS = 3;

function DayNumber({ day, today, count, localeTag, onPickDay }: { day: DayKey; today: DayKey; count: number; localeTag: string; onPickDay: (day: DayKey) => void }) {
  const t = useT();
  const full = formatDay(day, localeTag, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <button
      type="button"
      onClick={() => onPickDay(day)}
      aria-label={t('calendar.dayCount', { date: full, count })}
      aria-current={day === today ? 'date' : undefined}
      className={cn(
        'flex size-7 items-center justify-center rounded-full text-xs font-medium transition-colors',
        'hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary-600',
        day === today && 'bg-primary-600 text-white hover:bg-primary-700',
      )}
    >
      {Number(day.slice(8))}
    </button>
  );
}

function MonthDay({ day, anchor, today, items, timeZone, localeTag, queuePaused, onOpen, onPickDay, onMove }: Omit<ViewProps, 'byDay'> & { day: DayKey; items: CalendarEntry[] }) {
  const t = useT();
  const drop = useDropDay(day, onMove);
  return (
    <div
      data-testid={`calendar-day-${day}`}
      {...drop.handlers}
      className={cn(
        'flex min-h-16 min-w-0 flex-col gap-1 border-r border-gray-100 p-1 last:border-r-0 sm:min-h-28 sm:p-1.5',
        !sameMonth(day, anchor) && 'bg-gray-50/70 text-gray-500',
        drop.over && DROP_TARGET,
      )}
    >
      <DayNumber day={day} today={today} count={items.length} localeTag={localeTag} onPickDay={onPickDay} />
      {/* Small screens: a dot per post; the day opens in the day view. */}
      {items.length > 0 && (
        <span aria-hidden="true" className="flex flex-wrap gap-0.5 px-1 sm:hidden">
          {items.map((entry) => (
            <span key={entryKey(entry)} className={cn('size-1.5 rounded-full', entry.queued ? 'border border-primary-600 bg-white' : 'bg-primary-600')} />
          ))}
        </span>
      )}
      <div className="hidden flex-col gap-1 sm:flex">
        {items.slice(0, MONTH_CHIPS).map((entry) => (
          <CalendarChip key={entryKey(entry)} entry={entry} timeZone={timeZone} queuePaused={queuePaused} onOpen={onOpen} draggable={onMove !== undefined} />
        ))}
        {items.length > MONTH_CHIPS && (
          <button
            type="button"
            onClick={() => onPickDay(day)}
            className="rounded px-1.5 text-left text-xs font-medium text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600"
          >
            {t('calendar.more', { count: items.length - MONTH_CHIPS })}
          </button>
        )}
      </div>
    </div>
  );
}

export function MonthView({ anchor, byDay, ...rest }: ViewProps) {
  const weeks = monthWeeks(anchor);
  const firstWeek = weeks[0] ?? [];
  return (
    <div data-testid="calendar-month" className="overflow-hidden rounded-lg border border-gray-200">
      <div className="grid grid-cols-7 border-b border-gray-200 bg-gray-50 text-center text-xs font-medium text-gray-500" aria-hidden="true">
        {firstWeek.map((day) => (
          <span key={day} className="py-2 capitalize">
            {formatDay(day, rest.localeTag, { weekday: 'short' })}
          </span>
        ))}
      </div>
      {weeks.map((week) => (
        <div key={week[0]} className="grid grid-cols-7 border-b border-gray-100 last:border-b-0">
          {week.map((day) => (
            <MonthDay key={day} day={day} anchor={anchor} items={byDay.get(day) ?? []} {...rest} />
          ))}
        </div>
      ))}
    </div>
  );
}

function WeekDay({
  day,
  today,
  items,
  timeZone,
  localeTag,
  queuePaused,
  onOpen,
  onPickDay,
  onMove,
}: Omit<ViewProps, 'byDay' | 'anchor'> & { day: DayKey; items: CalendarEntry[] }) {
  const drop = useDropDay(day, onMove);
  return (
    <section
      data-testid={`calendar-day-${day}`}
      aria-label={formatDay(day, localeTag, { weekday: 'long', day: 'numeric', month: 'long' })}
      {...drop.handlers}
      className={cn(
        'flex min-w-0 flex-col gap-1.5 rounded-lg border border-gray-200 p-2 sm:min-h-48 sm:rounded-none sm:border-0 sm:border-r sm:last:border-r-0',
        drop.over && DROP_TARGET,
      )}
    >
      <div className="flex items-center gap-2 sm:flex-col sm:gap-0.5">
        <span className="text-xs font-medium text-gray-500 capitalize">{formatDay(day, localeTag, { weekday: 'short' })}</span>
        <DayNumber day={day} today={today} count={items.length} localeTag={localeTag} onPickDay={onPickDay} />
      </div>
      {items.map((entry) => (
        <CalendarChip key={entryKey(entry)} entry={entry} timeZone={timeZone} queuePaused={queuePaused} onOpen={onOpen} draggable={onMove !== undefined} />
      ))}
    </section>
  );
}

export function WeekView({ anchor, byDay, ...rest }: ViewProps) {
  return (
    <div data-testid="calendar-week" className="grid gap-2 sm:grid-cols-7 sm:gap-0 sm:overflow-hidden sm:rounded-lg sm:border sm:border-gray-200">
      {weekDays(anchor).map((day) => (
        <WeekDay key={day} day={day} items={byDay.get(day) ?? []} {...rest} />
      ))}
    </div>
  );
}

export function DayView({ anchor, byDay, timeZone, queuePaused, onOpen }: ViewProps) {
  const t = useT();
  const items = byDay.get(anchor) ?? [];
  return (
    <div data-testid="calendar-dayview" className="rounded-lg border border-gray-200 p-3">
      <div data-testid={`calendar-day-${anchor}`} className="flex flex-col gap-2">
        {items.length === 0 ? (
          <p className="py-8 text-center text-sm text-gray-500">{t('calendar.dayEmpty')}</p>
        ) : (
          items.map((entry) => <CalendarChip key={entryKey(entry)} entry={entry} timeZone={timeZone} queuePaused={queuePaused} onOpen={onOpen} wide />)
        )}
      </div>
    </div>
  );
}
