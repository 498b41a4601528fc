import type { ContentItem } from '@publia/shared';
import { CalendarClock, Eye, ListPlus, Pencil, Send, Trash2, Video } from 'lucide-react';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/dates.ts';
import { useTimeZone } from '../auth/use-time-zone.ts';
import { useT } from '../../lib/i18n/index.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button, buttonClasses } from '../../ui/Button.tsx';
import { useCan } from '../auth/use-can.ts';
import { Card } from '../../ui/Card.tsx';
import { ContentMedia, Hashtags, PlatformIcons } from '../content/ContentParts.tsx';
import { isVideo, shownTitle } from '../content/content-display.ts';
import { postTextParts } from './post-text-parts.ts';

export interface PendingCardActions {
  onPreview: (item: ContentItem) => void;
  onPublish: (item: ContentItem) => void;
  onSchedule: (item: ContentItem) => void;
  onQueue: (item: ContentItem) => void;
  onDelete: (item: ContentItem) => void;
  /** Its publish is in flight: "Publier" spins, "Planifier" and "Supprimer" wait. */
  publishing: boolean;
  /** It is being added to the queue: « Ajouter à la file » spins, the others wait. */
  queueing: boolean;
}

/** One item pending validation (document 1 §2 "Pending publications"). */
export function PendingCard({ item, actions }: { item: ContentItem; actions: PendingCardActions }) {
  const t = useT();
  // A viewer reads; editing and deleting need create_content, publishing publish_content.
  const canEdit = useCan('create_content');
  const canPublish = useCan('publish_content');
  const timeZone = useTimeZone();
  const titleId = `pending-title-${item.id}`;
  const { text, hashtags } = postTextParts(item);
  const busy = actions.publishing || actions.queueing;
  return (
    <Card data-testid={`pending-card-${item.id}`} className="flex flex-col overflow-hidden sm:flex-row">
      <ContentMedia item={item} className="aspect-[2/1] w-full shrink-0 sm:aspect-auto sm:min-h-44 sm:w-48" />
      <article aria-labelledby={titleId} className="flex min-w-0 flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-start gap-2">
          <h3 id={titleId} className="min-w-0 flex-1 basis-48 text-base font-semibold break-words text-gray-900">
            {shownTitle(item, t)}
          </h3>
          <div className="flex shrink-0 gap-1.5">
            <Badge tone="warning">{t('publications.badges.pending')}</Badge>
            {isVideo(item) && (
              <Badge tone="primary">
                <Video aria-hidden="true" className="size-3" />
                {t('publications.badges.video')}
              </Badge>
            )}
          </div>
        </div>
        {text && (
          <p data-testid="pending-content" className="line-clamp-3 text-sm leading-6 break-words whitespace-pre-line text-gray-700">
            {text}
          </p>
        )}
        <Hashtags tags={hashtags} />
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-xs text-gray-500">
          <span data-testid="pending-date">{t('publications.createdOn', { date: formatDateTime(item.createdAt, timeZone) })}</span>
          <PlatformIcons platforms={item.platforms} />
        </div>
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <Button size="sm" variant="outline" icon={<Eye aria-hidden="true" className="size-4" />} onClick={() => actions.onPreview(item)}>
            {t('publications.actions.preview')}
          </Button>
          {canEdit && (
            <Link to={`/create?draft=${encodeURIComponent(item.id)}`} className={buttonClasses({ size: 'sm', variant: 'outline' })}>
              <Pencil aria-hidden="true" className="size-4" />
              {t('publications.actions.edit')}
            </Link>
          )}
          {canPublish && (
            <>
              <Button
                size="sm"
                loading={actions.publishing}
                disabled={busy}
                icon={<Send aria-hidden="true" className="size-4" />}
                onClick={() => actions.onPublish(item)}
              >
                {t('publications.actions.publish')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                icon={<CalendarClock aria-hidden="true" className="size-4" />}
                onClick={() => actions.onSchedule(item)}
              >
                {t('publications.actions.schedule')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                data-testid="add-to-queue"
                loading={actions.queueing}
                disabled={busy}
                icon={<ListPlus aria-hidden="true" className="size-4" />}
                onClick={() => actions.onQueue(item)}
              >
                {t('publications.actions.addToQueue')}
              </Button>
            </>
          )}
          {canEdit && (
            <Button
              size="sm"
              variant="ghost"
              className="text-red-600 hover:bg-red-50 hover:text-red-700"
              disabled={busy}
              icon={<Trash2 aria-hidden="true" className="size-4" />}
              onClick={() => actions.onDelete(item)}
            >
              {t('publications.actions.delete')}
            </Button>
          )}
        </div>
      </article>
    </Card>
  );
}
