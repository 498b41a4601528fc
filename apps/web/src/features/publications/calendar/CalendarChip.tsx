import { ListOrdered } from 'lucide-react';
import { formatTime } from '../../../lib/dates.ts';
import { addPageMessages, useT } from '../../../lib/i18n/index.ts';
import { cn } from '../../../ui/cn.ts';
import { NetworkIcon } from '../../../ui/NetworkIcon.tsx';
import { shownTitle } from '../../content/content-display.ts';
import type { CalendarEntry } from './calendar-entries.ts';
import publicationsMessages from '../../../locales/fr-pages/publications.json';

// Not in the shell's French: `publications` joins the catalogue when this module loads, before anything renders.
addPageMessages('publications', publicationsMessages);

/** The drag's payload types: a scheduled post's id, and the time of the chip that was dragged. */
export const DRAGGED_ITEM_TYPE = 'application/x-publia-item';
export const DRAGGED_AT_TYPE = 'application/x-publia-at';

/** Chips of the posting queue are dashed and say so: their time was given by a slot, not chosen. */
function chipTone(entry: CalendarEntry, paused: boolean): string {
  if (!entry.queued) return 'bg-primary-50 text-primary-900 hover:bg-primary-100';
  if (paused) return 'border border-dashed border-gray-500 bg-gray-50 text-gray-800 hover:bg-gray-100';
  return 'border border-dashed border-primary-500 bg-white text-primary-900 hover:bg-primary-50';
}

/**
 * A post in the calendar: its time and title, which are also its name (a separate label would have
 * to repeat them word for word), and « En file » for a queued one; opens its preview. Draggable
 * onto another day when the calendar can move posts (the list's « Reprogrammer » does the same from
 * the keyboard); a queued post dropped elsewhere is scheduled there, out of the queue.
 */
export function CalendarChip({
  entry,
  timeZone,
  onOpen,
  queuePaused = false,
  wide = false,
  draggable = false,
}: {
  entry: CalendarEntry;
  timeZone: string;
  onOpen: (item: CalendarEntry['item']) => void;
  queuePaused?: boolean;
  wide?: boolean;
  draggable?: boolean;
}) {
  const t = useT();
  const { item } = entry;
  const queuedLabel = t(queuePaused ? 'publications.badges.queuePaused' : 'publications.badges.queued');
  return (
    <button
      type="button"
      data-testid={entry.queued ? 'calendar-chip-queued' : `calendar-chip-${item.id}`}
      data-item-id={item.id}
      onClick={() => onOpen(item)}
      draggable={draggable || undefined}
      onDragStart={
        draggable
          ? (event) => {
              event.dataTransfer.setData(DRAGGED_ITEM_TYPE, item.id);
              event.dataTransfer.setData(DRAGGED_AT_TYPE, entry.at);
              event.dataTransfer.effectAllowed = 'move';
            }
          : undefined
      }
      className={cn(
        'flex w-full min-w-0 items-center gap-1.5 rounded-md px-1.5 py-1 text-left text-xs transition-colors',
        'focus-visible:outline-2 focus-visible:outline-primary-600',
        chipTone(entry, queuePaused),
        wide && 'px-2.5 py-2 text-sm',
        draggable && 'cursor-grab active:cursor-grabbing',
      )}
    >
      <span className="shrink-0 font-semibold tabular-nums">{formatTime(entry.at, timeZone)}</span> <span className="min-w-0 flex-1 truncate">{shownTitle(item, t)}</span>{' '}
      {entry.queued && (
        <span className="flex shrink-0 items-center gap-1 font-medium" title={wide ? undefined : queuedLabel}>
          <ListOrdered aria-hidden="true" className="size-3.5" />
          <span className={wide ? undefined : 'sr-only'}>{queuedLabel}</span>
        </span>
      )}
      {wide && (
        <span className="flex shrink-0 gap-0.5">
          {entry.platforms.map((platform) => (
            <NetworkIcon key={platform} platform={platform} size="xs" />
          ))}
        </span>
      )}
    </button>
  );
}
