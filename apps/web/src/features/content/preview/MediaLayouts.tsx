import type { ContentMedium } from '@publia/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState } from 'react';
import { useT } from '../../../lib/i18n/index.ts';
import { cn } from '../../../ui/cn.ts';
import { isVideo, mediaSrcOf } from '../content-display.ts';
import type { PreviewItem } from './preview-item.ts';

/** What a frame draws of a medium: the file, its kind, and for a photo the text that describes it. */
export type ShownMedium = Pick<ContentMedium, 'url' | 'type' | 'altText'>;

/**
 * The post's media in order: the item's set, or its one medium (the processed picture when there
 * is one, described by the medium's own text) for an item of a single medium.
 */
export function mediaOf(item: PreviewItem): ShownMedium[] {
  if (item.media.length > 1) return item.media;
  const src = mediaSrcOf(item);
  return src ? [{ url: src, type: isVideo(item) ? 'video' : 'image', altText: item.media[0]?.altText }] : [];
}

/**
 * One medium filling its box, as a network draws it. A photo's alternative text is its `alt`, as
 * the networks give it to screen readers; without one it is marked decorative (`alt=""`), since a
 * generic name would tell nothing of the photo.
 */
export function Medium({ medium, className }: { medium: ShownMedium; className?: string }) {
  if (medium.type === 'video') return <video data-testid="preview-media" src={medium.url} controls muted playsInline className={cn('w-full bg-black object-cover', className)} />;
  return <img data-testid="preview-media" src={medium.url} alt={medium.altText ?? ''} className={cn('w-full object-cover', className)} />;
}

const arrow = cn(
  'absolute top-1/2 flex size-8 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-gray-900 shadow',
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600 disabled:hidden',
);

/**
 * A carousel as Instagram, LinkedIn and Pinterest show one: a medium at a time, swiped sideways
 * (scroll snapping, the touch screens' own gesture) or moved with the arrows, « 1/3 » in a corner
 * and a dot per medium.
 */
export function Carousel({ media, className }: { media: ShownMedium[]; className?: string }) {
  const t = useT();
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const go = (next: number) => {
    const target = Math.max(0, Math.min(media.length - 1, next));
    setIndex(target);
    const element = track.current;
    // jsdom has no scrolling: the state alone moves the counter there.
    element?.scrollTo?.({ left: target * element.clientWidth, behavior: 'smooth' });
  };
  return (
    <div role="group" aria-roledescription="carousel" aria-label={t('preview.carouselLabel', { count: media.length })} className="relative" data-testid="preview-carousel">
      <ul
        ref={track}
        className="flex snap-x snap-mandatory overflow-x-auto [scrollbar-width:none]"
        onScroll={(event) => {
          const { scrollLeft, clientWidth } = event.currentTarget;
          if (clientWidth > 0) setIndex(Math.round(scrollLeft / clientWidth));
        }}
      >
        {media.map((medium, position) => (
          <li key={`${medium.url}-${position}`} className="w-full shrink-0 snap-center" aria-hidden={position !== index || undefined}>
            <Medium medium={medium} className={className} />
          </li>
        ))}
      </ul>
      <span className="absolute top-3 right-3 rounded-full bg-gray-900/75 px-2 py-0.5 text-xs font-semibold text-white tabular-nums" data-testid="preview-carousel-position">
        {index + 1}/{media.length}
      </span>
      <button type="button" className={cn(arrow, 'left-2')} aria-label={t('preview.previous')} disabled={index === 0} onClick={() => go(index - 1)}>
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      <button type="button" className={cn(arrow, 'right-2')} aria-label={t('preview.next')} disabled={index === media.length - 1} onClick={() => go(index + 1)}>
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
      <div className="absolute inset-x-0 bottom-2 flex justify-center gap-1">
        {media.map((medium, position) => (
          <button
            key={`${medium.url}-dot-${position}`}
            type="button"
            aria-label={t('preview.showMedium', { position: position + 1 })}
            aria-current={position === index || undefined}
            onClick={() => go(position)}
            className={cn('size-1.5 rounded-full', position === index ? 'bg-white' : 'bg-white/50')}
          />
        ))}
      </div>
    </div>
  );
}

/** X's photos: one alone, two side by side, three with the first tall on the left, four in a 2×2 grid. */
export function XGrid({ media }: { media: ShownMedium[] }) {
  const shown = media.slice(0, 4);
  return (
    <div
      data-testid="preview-grid"
      className={cn(
        'mt-3 grid aspect-[16/9] gap-0.5 overflow-hidden rounded-2xl border border-gray-200',
        shown.length === 1 ? 'grid-cols-1' : 'grid-cols-2',
        shown.length > 2 && 'grid-rows-2',
      )}
    >
      {shown.map((medium, position) => (
        <div key={`${medium.url}-${position}`} className={cn('min-h-0 overflow-hidden', shown.length === 3 && position === 0 && 'row-span-2')}>
          <Medium medium={medium} className="size-full" />
        </div>
      ))}
    </div>
  );
}

/**
 * Facebook's multi-photo post: two side by side, then one large above and the others below; past
 * five, the last tile says how many more there are (« +3 »).
 */
export function FacebookGrid({ media }: { media: ShownMedium[] }) {
  const t = useT();
  if (media.length === 2) {
    return (
      <div data-testid="preview-grid" className="grid aspect-[2/1] grid-cols-2 gap-0.5">
        {media.map((medium, position) => (
          <Medium key={`${medium.url}-${position}`} medium={medium} className="size-full" />
        ))}
      </div>
    );
  }
  const [first, ...rest] = media;
  const big = media.length >= 5 ? media.slice(0, 2) : first ? [first] : [];
  const small = (media.length >= 5 ? media.slice(2) : rest).slice(0, 3);
  const hidden = media.length - big.length - small.length;
  return (
    <div data-testid="preview-grid" className="flex flex-col gap-0.5">
      <div className={cn('grid gap-0.5', big.length === 2 ? 'aspect-[2/1] grid-cols-2' : 'aspect-[4/3]')}>
        {big.map((medium, position) => (
          <Medium key={`${medium.url}-${position}`} medium={medium} className="size-full" />
        ))}
      </div>
      <div className={cn('grid gap-0.5', small.length === 3 ? 'aspect-[3/1] grid-cols-3' : 'aspect-[2/1] grid-cols-2')}>
        {small.map((medium, position) => (
          <div key={`${medium.url}-${position}`} className="relative min-h-0 overflow-hidden">
            <Medium medium={medium} className="size-full" />
            {hidden > 0 && position === small.length - 1 && (
              <span className="absolute inset-0 flex items-center justify-center bg-black/45 text-2xl font-semibold text-white">{t('preview.moreMedia', { count: hidden })}</span>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
