import { NETWORK_NAMES, type ContentItem, type Network, type PublicationTarget } from '@publia/shared';
import { ExternalLink, ImageOff, Play } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { cn } from '../../ui/cn.ts';
import { NetworkIcon } from '../../ui/NetworkIcon.tsx';
import { isVideo, mediaSrcOf, PART_LABELS, PART_TONES } from './content-display.ts';

/**
 * A picture, a video (its first frame, with a play mark), or a placeholder when there is none or
 * the file no longer loads.
 */
export function MediaFrame({ src, video, className }: { src: string | null; video: boolean; className?: string }) {
  const t = useT();
  const [broken, setBroken] = useState(false);
  const box = cn('relative overflow-hidden bg-gray-100', className);
  if (!src || broken) {
    return (
      <div data-testid="content-placeholder" className={cn(box, 'flex flex-col items-center justify-center gap-1 text-gray-400')}>
        <ImageOff aria-hidden="true" className="size-8" />
        <span className="text-xs text-gray-600">{t('publications.noMedia')}</span>
      </div>
    );
  }
  if (video) {
    return (
      <div className={box}>
        {/* #t=0.1 makes the browser draw the first frame as the poster. */}
        <video data-testid="content-video" src={`${src}#t=0.1`} preload="metadata" muted playsInline className="size-full object-cover" />
        <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
          <span className="flex size-11 items-center justify-center rounded-full bg-black/55 text-white">
            <Play className="ml-0.5 size-5" />
          </span>
        </span>
      </div>
    );
  }
  return (
    <div className={box}>
      <img data-testid="content-image" src={src} alt="" loading="lazy" className="size-full object-cover" onError={() => setBroken(true)} />
    </div>
  );
}

/** The item's picture, its video, or a placeholder. */
export function ContentMedia({ item, className }: { item: ContentItem; className?: string }) {
  return <MediaFrame src={mediaSrcOf(item)} video={isVideo(item)} className={className} />;
}

/** The item's networks as icons, named for screen readers. */
export function PlatformIcons({ platforms, size = 'xs' }: { platforms: Network[]; size?: 'xs' | 'sm' }) {
  const t = useT();
  if (platforms.length === 0) return null;
  return (
    <ul aria-label={t('publications.platformsLabel', { networks: platforms.map((platform) => NETWORK_NAMES[platform]).join(', ') })} className="flex flex-wrap items-center gap-1">
      {platforms.map((platform) => (
        <li key={platform} title={NETWORK_NAMES[platform]}>
          <NetworkIcon platform={platform} size={size} />
        </li>
      ))}
    </ul>
  );
}

/** The post's hashtags (`keywords` in the saved payload), each with its #. */
export function Hashtags({ tags }: { tags: string[] }) {
  const t = useT();
  if (tags.length === 0) return null;
  return (
    <ul aria-label={t('publications.hashtagsLabel')} className="flex flex-wrap gap-x-2 gap-y-0.5 text-xs font-medium text-primary-700">
      {tags.map((tag) => (
        <li key={tag}>{tag.startsWith('#') ? tag : `#${tag}`}</li>
      ))}
    </ul>
  );
}

/**
 * What followed a post on one network: its first comment and its thread's further posts, each with
 * its own outcome (« Premier commentaire : publié », « Fil 2/3 : en échec — raison »), linked to
 * the network's page once published. The `history` messages must be in the catalogue (its pages').
 */
export function TargetParts({ target }: { target: PublicationTarget }) {
  const t = useT();
  if (target.parts.length === 0) return null;
  const threadLength = target.parts.filter((part) => part.kind === 'thread').length + 1;
  const parts = [...target.parts].sort((a, b) => (a.kind === b.kind ? a.position - b.position : a.kind === 'first_comment' ? -1 : 1));
  return (
    <ul
      aria-label={t('history.parts.label', { platform: NETWORK_NAMES[target.platform] })}
      className="flex basis-full flex-col gap-0.5 border-l-2 border-gray-200 pl-2.5"
      data-testid={`target-parts-${target.platform}`}
    >
      {parts.map((part) => {
        const name = part.kind === 'first_comment' ? t('history.parts.firstComment') : t('history.parts.thread', { position: part.position + 1, count: threadLength });
        return (
          <li key={`${part.kind}-${part.position}`} className="flex flex-wrap items-center gap-x-1.5 text-xs" data-testid="target-part">
            <span className="text-gray-700">{name} :</span>
            <span className={cn('font-medium', PART_TONES[part.status])}>{t(PART_LABELS[part.status])}</span>
            {part.status !== 'published' && part.lastError && <span className="text-gray-700">— {part.lastError}</span>}
            {part.status === 'published' && part.url && (
              <a href={part.url} target="_blank" rel="noreferrer" className="inline-flex items-center gap-0.5 font-medium text-primary-700 hover:underline">
                {t('history.parts.view')}
                <ExternalLink aria-hidden="true" className="size-3" />
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
