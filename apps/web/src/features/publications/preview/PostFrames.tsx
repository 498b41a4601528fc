import type { ContentItem, Network } from '@publia/shared';
import {
  Bookmark,
  Earth,
  Ellipsis,
  Heart,
  MessageCircle,
  Music2,
  Repeat2,
  Send,
  Share,
  ThumbsUp,
  ChartNoAxesColumn,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { addPageMessages, useI18n, useT } from '../../../lib/i18n/index.ts';
import { cn } from '../../../ui/cn.ts';
import { isVideo, mediaSrcOf } from '../../content/content-display.ts';
import type { PreviewProfile } from './preview-profile.ts';
import previewMessages from '../../../locales/fr-pages/preview.json';

// Not in the shell's French: `preview` joins the catalogue when this module loads, before anything renders.
addPageMessages('preview', previewMessages);

export interface FrameProps {
  item: ContentItem;
  text: string;
  profile: PreviewProfile;
  counts: { likes: number; comments: number; shares: number; views: number };
}

function Avatar({ profile, className }: { profile: PreviewProfile; className?: string }) {
  if (profile.avatarUrl) return <img src={profile.avatarUrl} alt="" className={cn('shrink-0 rounded-full object-cover', className)} />;
  return (
    <span aria-hidden="true" className={cn('flex shrink-0 items-center justify-center rounded-full bg-primary-100 font-semibold text-primary-700', className)}>
      {profile.name.slice(0, 2).toUpperCase()}
    </span>
  );
}

function Media({ item, className }: { item: ContentItem; className?: string }) {
  const t = useT();
  const src = mediaSrcOf(item);
  if (!src) return <p className={cn('bg-gray-50 px-4 py-6 text-center text-xs text-gray-500', className)}>{t('preview.noMedia')}</p>;
  if (isVideo(item)) return <video data-testid="preview-media" src={src} controls muted playsInline className={cn('w-full bg-black object-cover', className)} />;
  return <img data-testid="preview-media" src={src} alt="" className={cn('w-full object-cover', className)} />;
}

/** The post's text as the network shows it; `author` opens it in bold (Instagram's caption). */
function Text({ children, author, className }: { children: string; author?: string; className?: string }) {
  return (
    <p data-testid="preview-text" className={cn('text-sm leading-5 break-words whitespace-pre-wrap', className)}>
      {author && <span className="font-semibold">{author} </span>}
      {children}
    </p>
  );
}

function useCount() {
  const { locale } = useI18n();
  return (value: number) => new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : locale, { notation: value >= 10_000 ? 'compact' : 'standard' }).format(value);
}

function Stat({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      {icon}
      {children}
    </span>
  );
}

const icon = 'size-5';

function InstagramFrame({ item, text, profile, counts }: FrameProps) {
  const t = useT();
  const n = useCount();
  return (
    <div className="overflow-hidden rounded-xl border border-gray-200 bg-white text-gray-900">
      <div className="flex items-center gap-2.5 px-3 py-2.5">
        <span className="rounded-full bg-[linear-gradient(45deg,#f9a13a,#e1306c,#5b51d8)] p-[2px]">
          <Avatar profile={profile} className="size-8 border-2 border-white text-[0.625rem]" />
        </span>
        <span className="flex-1 text-sm font-semibold">{profile.handle}</span>
        <Ellipsis aria-hidden="true" className="size-5" />
      </div>
      <Media item={item} className="aspect-square" />
      <div className="flex items-center gap-4 px-3 pt-2.5" aria-hidden="true">
        <Heart className={icon} />
        <MessageCircle className={icon} />
        <Send className={icon} />
        <Bookmark className={cn(icon, 'ml-auto')} />
      </div>
      <div className="space-y-1 px-3 pt-2 pb-3">
        <p className="text-sm font-semibold">{t('preview.likes', { count: n(counts.likes) })}</p>
        <Text author={profile.handle}>{text}</Text>
        <p className="text-[0.6875rem] tracking-wide text-gray-500 uppercase">{t('preview.now')}</p>
      </div>
    </div>
  );
}

function FacebookFrame({ item, text, profile, counts }: FrameProps) {
  const t = useT();
  const n = useCount();
  return (
    <div className="overflow-hidden rounded-xl border border-gray-200 bg-white text-[#050505]">
      <div className="flex items-center gap-2.5 px-4 pt-3">
        <Avatar profile={profile} className="size-10 text-xs" />
        <div className="flex-1">
          <p className="text-sm font-semibold">{profile.name}</p>
          <p className="flex items-center gap-1 text-xs text-[#65676b]">
            {t('preview.now')} · <Earth aria-hidden="true" className="size-3" />
          </p>
        </div>
        <Ellipsis aria-hidden="true" className="size-5 text-[#65676b]" />
      </div>
      <Text className="px-4 py-3">{text}</Text>
      <Media item={item} className="max-h-96" />
      <div className="flex items-center justify-between px-4 py-2 text-xs text-[#65676b]">
        <Stat icon={<span className="flex size-4 items-center justify-center rounded-full bg-[#1877f2] text-white"><ThumbsUp aria-hidden="true" className="size-2.5" /></span>}>
          {n(counts.likes)}
        </Stat>
        <span>
          {t('preview.comments', { count: n(counts.comments) })} · {t('preview.shares', { count: n(counts.shares) })}
        </span>
      </div>
    </div>
  );
}

function XFrame({ item, text, profile, counts }: FrameProps) {
  const n = useCount();
  const t = useT();
  return (
    <div className="flex gap-3 rounded-xl border border-gray-200 bg-white px-4 py-3 text-[#0f1419]">
      <Avatar profile={profile} className="size-10 text-xs" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm">
          <span className="font-bold">{profile.name}</span> <span className="text-[#536471]">@{profile.handle} · {t('preview.now')}</span>
        </p>
        <Text className="mt-0.5 text-[0.9375rem]">{text}</Text>
        <Media item={item} className="mt-3 max-h-80 rounded-2xl border border-gray-200" />
        <div className="mt-3 flex justify-between pr-6 text-xs text-[#536471]">
          <Stat icon={<MessageCircle aria-hidden="true" className="size-4" />}>{n(counts.comments)}</Stat>
          <Stat icon={<Repeat2 aria-hidden="true" className="size-4" />}>{n(counts.shares)}</Stat>
          <Stat icon={<Heart aria-hidden="true" className="size-4" />}>{n(counts.likes)}</Stat>
          <Stat icon={<ChartNoAxesColumn aria-hidden="true" className="size-4" />}>{n(counts.views)}</Stat>
        </div>
      </div>
    </div>
  );
}

function LinkedInFrame({ item, text, profile, counts }: FrameProps) {
  const t = useT();
  const n = useCount();
  return (
    <div className="overflow-hidden rounded-lg border border-gray-200 bg-white text-[#191919]">
      <div className="flex items-center gap-2.5 px-4 pt-3">
        <Avatar profile={profile} className="size-12 text-sm" />
        <div className="flex-1">
          <p className="text-sm font-semibold">{profile.name}</p>
          <p className="flex items-center gap-1 text-xs text-[#666]">
            {t('preview.now')} · <Earth aria-hidden="true" className="size-3" />
          </p>
        </div>
      </div>
      <Text className="px-4 py-3">{text}</Text>
      <Media item={item} className="max-h-96" />
      <div className="flex items-center justify-between border-t border-gray-100 px-4 py-2 text-xs text-[#666]">
        <Stat icon={<ThumbsUp aria-hidden="true" className="size-3.5 text-[#0a66c2]" />}>{n(counts.likes)}</Stat>
        <span>{t('preview.comments', { count: n(counts.comments) })}</span>
      </div>
    </div>
  );
}

function TikTokFrame({ item, text, profile, counts }: FrameProps) {
  const n = useCount();
  return (
    <div className="relative mx-auto aspect-[9/16] max-h-[30rem] overflow-hidden rounded-2xl bg-black text-white">
      <Media item={item} className="absolute inset-0 h-full bg-transparent text-gray-300" />
      <div className="absolute right-2 bottom-20 flex flex-col items-center gap-4 text-xs font-semibold">
        <Avatar profile={profile} className="size-10 border-2 border-white text-xs" />
        <Stat icon={<Heart aria-hidden="true" className="size-6 fill-white" />}>{n(counts.likes)}</Stat>
        <Stat icon={<MessageCircle aria-hidden="true" className="size-6 fill-white" />}>{n(counts.comments)}</Stat>
        <Stat icon={<Share aria-hidden="true" className="size-6" />}>{n(counts.shares)}</Stat>
      </div>
      <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent px-3 pt-10 pb-3 pr-16">
        <p className="text-sm font-semibold">@{profile.handle}</p>
        <Text className="mt-1 line-clamp-4 text-[0.8125rem]">{text}</Text>
        <p className="mt-1.5 flex items-center gap-1 text-xs">
          <Music2 aria-hidden="true" className="size-3.5" /> {profile.name}
        </p>
      </div>
    </div>
  );
}

function PinterestFrame({ item, text, profile }: FrameProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-sm text-[#111]">
      <div className="relative overflow-hidden rounded-3xl">
        <Media item={item} className="max-h-[28rem]" />
        <span className="absolute top-3 right-3 rounded-full bg-[#e60023] px-4 py-2.5 text-sm font-semibold text-white">{t('preview.save')}</span>
      </div>
      {item.title && <p className="mt-3 text-base font-semibold">{item.title}</p>}
      <Text className="mt-1 line-clamp-6 text-gray-700">{text}</Text>
      <div className="mt-3 flex items-center gap-2">
        <Avatar profile={profile} className="size-8 text-[0.625rem]" />
        <span className="text-sm font-medium">{profile.name}</span>
      </div>
    </div>
  );
}

export const POST_FRAMES: Record<Network, (props: FrameProps) => ReactNode> = {
  instagram: InstagramFrame,
  facebook: FacebookFrame,
  twitter: XFrame,
  linkedin: LinkedInFrame,
  tiktok: TikTokFrame,
  pinterest: PinterestFrame,
};
