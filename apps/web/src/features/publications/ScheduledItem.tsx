import type { ContentItem } from '@publia/shared';
import { CalendarClock, CircleX, Eye, ListOrdered } from 'lucide-react';
import { formatDate, formatTime } from '../../lib/dates.ts';
import { useTimeZone } from '../auth/use-time-zone.ts';
import { addPageMessages, useT } from '../../lib/i18n/index.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { useCan } from '../auth/use-can.ts';
import { ContentMedia, PlatformIcons } from '../content/ContentParts.tsx';
import { shownTitle } from '../content/content-display.ts';
import publicationsMessages from '../../locales/fr-pages/publications.json';

// Not in the shell's French: `publications` joins the catalogue when this module loads, before anything renders.
addPageMessages('publications', publicationsMessages);

/**
 * A row of the scheduled list: when it goes out, what, where; "Aperçu", "Reprogrammer" and
 * "Annuler" — « Retirer de la file » for a post the posting queue placed, which says « En file »
 * (« File en pause » while the queue is paused).
 */
export function ScheduledItem({
  item,
  queuePaused,
  onPreview,
  onCancel,
  onReschedule,
}: {
  item: ContentItem;
  queuePaused: boolean;
  onPreview: (item: ContentItem) => void;
  onCancel: (item: ContentItem) => void;
  onReschedule: (item: ContentItem) => void;
}) {
  const t = useT();
  const canPublish = useCan('publish_content');
  const timeZone = useTimeZone();
  const titleId = `scheduled-title-${item.id}`;
  return (
    <Card data-testid={`scheduled-item-${item.id}`} className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center">
      <article aria-labelledby={titleId} className="flex min-w-0 flex-1 items-center gap-3">
        <ContentMedia item={item} className="size-16 shrink-0 rounded-lg" />
        <div className="min-w-0 flex-1">
          <div className="flex min-w-0 items-center gap-2">
            <h3 id={titleId} className="min-w-0 truncate text-sm font-semibold text-gray-900">
              {shownTitle(item, t)}
            </h3>
            {item.queuedAt && (
              <Badge data-testid="queued-badge" tone={queuePaused ? 'warning' : 'primary'} className="shrink-0">
                <ListOrdered aria-hidden="true" className="size-3" />
                {t(queuePaused ? 'publications.badges.queuePaused' : 'publications.badges.queued')}
              </Badge>
            )}
          </div>
          {item.scheduledFor && (
            <p data-testid="scheduled-when" className="mt-0.5 flex items-center gap-1.5 text-sm text-gray-600">
              <CalendarClock aria-hidden="true" className="size-4 text-primary-600" />
              <span>{formatDate(item.scheduledFor, timeZone)}</span>
              <Badge tone="primary" className="tabular-nums">
                {formatTime(item.scheduledFor, timeZone)}
              </Badge>
            </p>
          )}
          <div className="mt-1.5">
            <PlatformIcons platforms={item.platforms} />
          </div>
        </div>
      </article>
      <div className="flex flex-wrap gap-2 sm:shrink-0">
        <Button size="sm" variant="outline" icon={<Eye aria-hidden="true" className="size-4" />} onClick={() => onPreview(item)}>
          {t('publications.actions.preview')}
        </Button>
        {canPublish && (
          <>
            <Button size="sm" variant="outline" icon={<CalendarClock aria-hidden="true" className="size-4" />} onClick={() => onReschedule(item)}>
              {t('publications.actions.reschedule')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="text-red-600 hover:bg-red-50 hover:text-red-700"
              icon={<CircleX aria-hidden="true" className="size-4" />}
              onClick={() => onCancel(item)}
            >
              {t(item.queuedAt ? 'publications.actions.removeFromQueue' : 'publications.actions.cancelSchedule')}
            </Button>
          </>
        )}
      </div>
    </Card>
  );
}
