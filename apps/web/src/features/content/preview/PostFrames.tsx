import { NETWORK_LIMITS, type Network } from '@publia/shared';
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
import { Carousel, FacebookGrid, Medium, mediaOf, XGrid } from './MediaLayouts.tsx';
import type { PreviewItem } from './preview-item.ts';
import type { PreviewProfile } from './preview-profile.ts';
import previewMessages from '../../../locales/fr-pages/preview.json';

// Not in the shell's French: `preview` joins the catalogue when this module loads, before anything renders.
addPageMessages('preview', previewMessages);

export interface FrameProps {
  item: PreviewItem;
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

/**
 * The post's media as the network lays them out: one alone, several as a swiped carousel
 * (Instagram, LinkedIn, Pinterest, TikTok's photo posts), X's grid of up to four, Facebook's grid.
 */
function Media({ item, className, layout = 'carousel' }: { item: PreviewItem; className?: string; layout?: 'carousel' | 'x' | 'facebook' }) {
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
function FirstComment({ item, profile, platform, className }: { item: PreviewItem; profile: PreviewProfile; platform: Network; className?: string }) {
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
      <FirstComment item={item} profile={profile} platform="instagram" />
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
      <Media item={item} className="max-h-96" layout="facebook" />
      <div className="flex items-center justify-between px-4 py-2 text-xs text-[#65676b]">
        <Stat icon={<span className="flex size-4 items-center justify-center rounded-full bg-[#1877f2] text-white"><ThumbsUp aria-hidden="true" className="size-2.5" /></span>}>
          {n(counts.likes)}
        </Stat>
        <span>
          {t('preview.comments', { count: n(counts.comments) })} · {t('preview.shares', { count: n(counts.shares) })}
        </span>
      </div>
      <FirstComment item={item} profile={profile} platform="facebook" />
    </div>
  );
}

/** One post of X's column: the avatar, joined to the next post's by a line when the thread goes on. */
function XPost({ profile, text, joined, children }: { profile: PreviewProfile; text: string; joined: boolean; children?: ReactNode }) {
  const t = useT();
  return (
    <li className="flex gap-3" data-testid="preview-x-post">
      <div className="flex flex-col items-center">
        <Avatar profile={profile} className="size-10 text-xs" />
        {joined && <span aria-hidden="true" data-testid="preview-thread-line" className="mt-1 w-0.5 flex-1 bg-gray-300" />}
      </div>
      <div className={cn('min-w-0 flex-1', joined && 'pb-4')}>
        <p className="truncate text-sm">
          <span className="font-bold">{profile.name}</span> <span className="text-[#536471]">@{profile.handle} · {t('preview.now')}</span>
        </p>
        <Text className="mt-0.5 text-[0.9375rem]">{text}</Text>
        {children}
      </div>
    </li>
  );
}

/** X: the post, then its thread as a column of posts joined by a line, each answering the one before. */
function XFrame({ item, text, profile, counts }: FrameProps) {
  const n = useCount();
  const t = useT();
  const thread = item.thread.filter((part) => part.trim());
  return (
    <ol
      aria-label={thread.length > 0 ? t('preview.threadLabel', { count: thread.length + 1 }) : undefined}
      className="flex flex-col rounded-xl border border-gray-200 bg-white px-4 py-3 text-[#0f1419]"
    >
      <XPost profile={profile} text={text} joined={thread.length > 0}>
        <Media item={item} className="mt-3 max-h-80 rounded-2xl border border-gray-200" layout="x" />
        <div className="mt-3 flex justify-between pr-6 text-xs text-[#536471]">
          <Stat icon={<MessageCircle aria-hidden="true" className="size-4" />}>{n(counts.comments)}</Stat>
          <Stat icon={<Repeat2 aria-hidden="true" className="size-4" />}>{n(counts.shares)}</Stat>
          <Stat icon={<Heart aria-hidden="true" className="size-4" />}>{n(counts.likes)}</Stat>
          <Stat icon={<ChartNoAxesColumn aria-hidden="true" className="size-4" />}>{n(counts.views)}</Stat>
        </div>
      </XPost>
      {thread.map((part, index) => (
        <XPost key={index} profile={profile} text={part} joined={index < thread.length - 1} />
      ))}
    </ol>
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
      <Media item={item} className={item.media.length > 1 ? 'aspect-[4/3]' : 'max-h-96'} />
      <div className="flex items-center justify-between border-t border-gray-100 px-4 py-2 text-xs text-[#666]">
        <Stat icon={<ThumbsUp aria-hidden="true" className="size-3.5 text-[#0a66c2]" />}>{n(counts.likes)}</Stat>
        <span>{t('preview.comments', { count: n(counts.comments) })}</span>
      </div>
      <FirstComment item={item} profile={profile} platform="linkedin" />
    </div>
  );
}

function TikTokFrame({ item, text, profile, counts }: FrameProps) {
  const n = useCount();
  return (
    <div className="relative mx-auto aspect-[9/16] max-h-[30rem] overflow-hidden rounded-2xl bg-black text-white">
      {item.media.length > 1 ? (
        <div className="absolute inset-0">
          <Media item={item} className="aspect-[9/16] h-full" />
        </div>
      ) : (
        <Media item={item} className="absolute inset-0 h-full bg-transparent text-gray-300" />
      )}
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
        <Media item={item} className={item.media.length > 1 ? 'aspect-[2/3] max-h-[28rem]' : 'max-h-[28rem]'} />
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
