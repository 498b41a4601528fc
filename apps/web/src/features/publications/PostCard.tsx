import type { ContentItem } from '@publia/shared';
import { Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { addPageMessages, useT } from '../../lib/i18n/index.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Card } from '../../ui/Card.tsx';
import { cn } from '../../ui/cn.ts';
import { ContentMedia, Hashtags, PlatformIcons } from '../content/ContentParts.tsx';
import { isVideo, shownTitle } from '../content/content-display.ts';
import { postTextParts } from './post-text-parts.ts';
import publicationsMessages from '../../locales/fr-pages/publications.json';

// Not in the shell's French: `publications` joins the catalogue when this module loads, before anything renders.
addPageMessages('publications', publicationsMessages);

/**
 * A post as the publications lists show it: its medium, title and badges (the list's, then « Vidéo »), its text and hashtags, a
 * line about it (a date) with its networks, then what the list adds (its approval, its buttons).
 */
export function PostCard({
  item,
  idPrefix,
  badges,
  meta,
  highlighted = false,
  children,
}: {
  item: ContentItem;
  /** `pending` gives the card the test id `pending-card-{id}`, the title `pending-title-{id}`. */
  idPrefix: string;
  /** The list's badges (its status); « Vidéo » follows on its own. */
  badges: ReactNode;
  meta: ReactNode;
  /** Opened from a notification: the card stands out. */
  highlighted?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  const titleId = `${idPrefix}-title-${item.id}`;
  const { text, hashtags } = postTextParts(item);
  return (
    <Card
      id={`${idPrefix}-card-${item.id}`}
      data-testid={`${idPrefix}-card-${item.id}`}
      data-highlighted={highlighted || undefined}
      className={cn('flex scroll-mt-24 flex-col overflow-hidden sm:flex-row', highlighted && 'ring-2 ring-primary-500 ring-offset-2')}
    >
      <ContentMedia item={item} className="aspect-[2/1] w-full shrink-0 sm:aspect-auto sm:min-h-44 sm:w-48" />
      <article aria-labelledby={titleId} className="flex min-w-0 flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-start gap-2">
          <h3 id={titleId} className="min-w-0 flex-1 basis-48 text-base font-semibold break-words text-gray-900">
            {shownTitle(item, t)}
          </h3>
          <div className="flex shrink-0 flex-wrap gap-1.5">
            {badges}
            {isVideo(item) && (
              <Badge tone="primary">
                <Video aria-hidden="true" className="size-3" />
                {t('publications.badges.video')}
              </Badge>
            )}
          </div>
        </div>
        {text && (
          <p data-testid={`${idPrefix}-content`} className="line-clamp-3 text-sm leading-6 break-words whitespace-pre-line text-gray-700">
            {text}
          </p>
        )}
        <Hashtags tags={hashtags} />
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-xs text-gray-500">
          {meta}
          <PlatformIcons platforms={item.platforms} />
        </div>
        {children}
      </article>
    </Card>
  );
}
