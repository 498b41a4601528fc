import { Heart, MessageCircle, Repeat2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { Avatar, Media, Stat, Text, useCount, type FrameProps } from '../../features/content/preview/frame-parts.tsx';
import type { PreviewProfile } from '../../features/content/preview/preview-profile.ts';
import { cn } from '../../ui/cn.ts';

/** One post of a Bluesky thread: the avatar, joined to the next post's by a line when the thread goes on. */
function BlueskyPost({ profile, text, joined, children }: { profile: PreviewProfile; text: string; joined: boolean; children?: ReactNode }) {
  const t = useT();
  return (
    <li className="flex gap-3" data-testid="preview-bluesky-post">
      <div className="flex flex-col items-center">
        <Avatar profile={profile} className="size-10 text-xs" />
        {joined && <span aria-hidden="true" data-testid="preview-thread-line" className="mt-1 w-0.5 flex-1 bg-[#d4dbe2]" />}
      </div>
      <div className={cn('min-w-0 flex-1', joined && 'pb-4')}>
        <p className="truncate text-sm">
          <span className="font-semibold">{profile.name}</span>{' '}
          <span className="text-[#6f869f]">
            @{profile.handle} · {t('preview.now')}
          </span>
        </p>
        <Text className="mt-0.5 text-[0.9375rem]">{text}</Text>
        {children}
      </div>
    </li>
  );
}

/** Bluesky: the post (no view counter: the network shows none), then its thread as replies joined by a line. */
export function BlueskyFrame({ item, text, profile, counts }: FrameProps) {
  const n = useCount();
  const t = useT();
  const thread = item.thread.filter((part) => part.trim());
  return (
    <ol
      aria-label={thread.length > 0 ? t('preview.threadLabel', { count: thread.length + 1 }) : undefined}
      className="flex flex-col rounded-xl border border-[#d4dbe2] bg-white px-4 py-3 text-[#0b0f14]"
    >
      <BlueskyPost profile={profile} text={text} joined={thread.length > 0}>
        <Media item={item} className="mt-3 max-h-80 rounded-xl border border-[#d4dbe2]" layout="x" />
        <div className="mt-3 flex gap-10 text-xs text-[#6f869f]">
          <Stat icon={<MessageCircle aria-hidden="true" className="size-4" />}>{n(counts.comments)}</Stat>
          <Stat icon={<Repeat2 aria-hidden="true" className="size-4" />}>{n(counts.shares)}</Stat>
          <Stat icon={<Heart aria-hidden="true" className="size-4" />}>{n(counts.likes)}</Stat>
        </div>
      </BlueskyPost>
      {thread.map((part, index) => (
        <BlueskyPost key={index} profile={profile} text={part} joined={index < thread.length - 1} />
      ))}
    </ol>
  );
}
