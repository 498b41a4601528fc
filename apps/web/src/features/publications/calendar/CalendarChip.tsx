import type { ContentItem } from '@publia/shared';
import { formatTime } from '../../../lib/dates.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { cn } from '../../../ui/cn.ts';
import { NetworkIcon } from '../../../ui/NetworkIcon.tsx';
import { shownTitle } from '../../content/content-display.ts';

/** The drag's payload type: a scheduled post's id. */
export const DRAGGED_ITEM_TYPE = 'application/x-publia-item';

/**
 * A scheduled post in the calendar: its time and title, which are also its name (a separate label
 * would have to repeat them word for word); opens its preview. Draggable onto another day when the
 * calendar can move posts (the list's « Reprogrammer » does the same from the keyboard).
 */
export function CalendarChip({
  item,
  timeZone,
  onOpen,
  wide = false,
  draggable = false,
}: {
  item: ContentItem;
  timeZone: string;
  onOpen: (item: ContentItem) => void;
  wide?: boolean;
  draggable?: boolean;
}) {
  const t = useT();
  const time = item.scheduledFor ? formatTime(item.scheduledFor, timeZone) : '';
  const title = shownTitle(item, t);
  return (
    <button
      type="button"
      data-testid={`calendar-chip-${item.id}`}
      onClick={() => onOpen(item)}
      draggable={draggable || undefined}
      onDragStart={
        draggable
          ? (event) => {
              event.dataTransfer.setData(DRAGGED_ITEM_TYPE, item.id);
              event.dataTransfer.effectAllowed = 'move';
            }
          : undefined
      }
      className={cn(
        'flex w-full min-w-0 items-center gap-1.5 rounded-md bg-primary-50 px-1.5 py-1 text-left text-xs text-primary-900 transition-colors',
        'hover:bg-primary-100 focus-visible:outline-2 focus-visible:outline-primary-600',
        wide && 'px-2.5 py-2 text-sm',
        draggable && 'cursor-grab active:cursor-grabbing',
      )}
    >
      <span className="shrink-0 font-semibold tabular-nums">{time}</span>{' '}
      <span className="min-w-0 flex-1 truncate">{title}</span>
      {wide && (
        <span className="flex shrink-0 gap-0.5">
          {item.platforms.map((platform) => (
            <NetworkIcon key={platform} platform={platform} size="xs" />
          ))}
        </span>
      )}
    </button>
  );
}
