import { ChartNoAxesColumn, Heart, MessageCircle, Repeat2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { Avatar, Media, Stat, Text, useCount, type FrameProps } from '../../features/content/preview/frame-parts.tsx';
import type { PreviewProfile } from '../../features/content/preview/preview-profile.ts';
import { cn } from '../../ui/cn.ts';

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
          <span className="font-bold">{profile.name}</span>{' '}
          <span className="text-[#536471]">
            @{profile.handle} · {t('preview.now')}
          </span>
        </p>
        <Text className="mt-0.5 text-[0.9375rem]">{text}</Text>
        {children}
      </div>
    </li>
  );
}

/** X: the post, then its thread as a column of posts joined by a line, each answering the one before. */
export function XFrame({ item, text, profile, counts }: FrameProps) {
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
