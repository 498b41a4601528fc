import { NETWORK_LIMITS, type Network } from '@publia/shared';
import type { ReactNode } from 'react';
import { useI18n, useT } from '../../../lib/i18n/index.ts';
import { cn } from '../../../ui/cn.ts';
import { Carousel, FacebookGrid, Medium, mediaOf, XGrid } from './MediaLayouts.tsx';
import type { PreviewItem } from './preview-item.ts';
import type { PreviewProfile } from './preview-profile.ts';

/** What every network's preview frame (networks/<network>/PostFrame.tsx) is given; the pieces below are what frames are made of. */
export interface FrameProps {
  item: PreviewItem;
  text: string;
  profile: PreviewProfile;
  counts: { likes: number; comments: number; shares: number; views: number };
}

export function Avatar({ profile, className }: { profile: PreviewProfile; className?: string }) {
  if (profile.avatarUrl) return <img src={profile.avatarUrl} alt="" className={cn('shrink-0 rounded-full object-cover', className)} />;
  return (
    <span aria-hidden="true" className={cn('flex shrink-0 items-center justify-center rounded-full bg-primary-100 font-semibold text-primary-700', className)}>
      {profile.name.slice(0, 2).toUpperCase()}
    </span>
  );
}

/**
 * The post's media as the network lays them out: one alone, several as a swiped carousel
 * (Instagram, LinkedIn, Pinterest, TikTok's photo posts), X's grid of up to four, Facebook's grid.
 */
export function Media({ item, className, layout = 'carousel' }: { item: PreviewItem; className?: string; layout?: 'carousel' | 'x' | 'facebook' }) {
  const t = useT();
  const media = mediaOf(item);
  const [first] = media;
  if (!first) return <p className={cn('bg-gray-50 px-4 py-6 text-center text-xs text-gray-500', className)}>{t('preview.noMedia')}</p>;
  if (media.length === 1) return <Medium medium={first} className={className} />;
  if (layout === 'x') return <XGrid media={media} />;
  if (layout === 'facebook') return <FacebookGrid media={media} />;
  return <Carousel media={media} className={className} />;
}

/** The first comment as it will sit under the post, from the account itself (where the network takes one). */
export function FirstComment({ item, profile, platform, className }: { item: PreviewItem; profile: PreviewProfile; platform: Network; className?: string }) {
  const t = useT();
  const comment = item.firstComment?.trim();
  if (!comment || !NETWORK_LIMITS[platform].firstComment) return null;
  return (
    <div data-testid="preview-first-comment" className={cn('flex gap-2 border-t border-gray-100 px-3 py-2.5', className)}>
      <Avatar profile={profile} className="size-7 text-[0.5625rem]" />
      <div className="min-w-0 flex-1 rounded-xl bg-gray-100 px-3 py-2">
        <p className="text-xs font-semibold">
          {platform === 'instagram' ? profile.handle : profile.name}
          <span className="ml-1.5 font-normal text-gray-500">· {t('preview.firstComment')}</span>
        </p>
        <p className="text-sm leading-5 break-words whitespace-pre-wrap">{comment}</p>
      </div>
    </div>
  );
}

/** The post's text as the network shows it; `author` opens it in bold (Instagram's caption). */
export function Text({ children, author, className }: { children: string; author?: string; className?: string }) {
  return (
    <p data-testid="preview-text" className={cn('text-sm leading-5 break-words whitespace-pre-wrap', className)}>
      {author && <span className="font-semibold">{author} </span>}
      {children}
    </p>
  );
}

export function useCount() {
  const { locale } = useI18n();
  return (value: number) => new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : locale, { notation: value >= 10_000 ? 'compact' : 'standard' }).format(value);
}

export function Stat({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      {icon}
      {children}
    </span>
  );
}

/** The size of a frame's action icons. */
export const icon = 'size-5';
