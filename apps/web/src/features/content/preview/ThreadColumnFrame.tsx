import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n/index.ts';
import { cn } from '../../../ui/cn.ts';
import { Avatar, Media, Text, type FrameProps } from './frame-parts.tsx';
import type { PreviewProfile } from './preview-profile.ts';

/** How a network that shows a thread as a column of posts draws it (X, Bluesky): its colours, as Tailwind classes written whole. */
export interface ThreadColumnLook {
  /** The `data-testid` of each post of the column. */
  postTestId: string;
  frame: string;
  line: string;
  name: string;
  handle: string;
  media: string;
  stats: string;
}

function ColumnPost({ look, profile, text, joined, children }: { look: ThreadColumnLook; profile: PreviewProfile; text: string; joined: boolean; children?: ReactNode }) {
  const t = useT();
  return (
    <li className="flex gap-3" data-testid={look.postTestId}>
      <div className="flex flex-col items-center">
        <Avatar profile={profile} className="size-10 text-xs" />
        {joined && <span aria-hidden="true" data-testid="preview-thread-line" className={cn('mt-1 w-0.5 flex-1', look.line)} />}
      </div>
      <div className={cn('min-w-0 flex-1', joined && 'pb-4')}>
        <p className="truncate text-sm">
          <span className={look.name}>{profile.name}</span>{' '}
          <span className={look.handle}>
            @{profile.handle} · {t('preview.now')}
          </span>
        </p>
        <Text className="mt-0.5 text-[0.9375rem]">{text}</Text>
        {children}
      </div>
    </li>
  );
}

/**
 * The post, then its thread as a column of posts joined by a line, each answering the one before;
 * `stats`: the counters under the first post, as the network shows them.
 */
export function ThreadColumnFrame({ item, text, profile, look, stats }: Omit<FrameProps, 'counts'> & { look: ThreadColumnLook; stats: ReactNode }) {
  const t = useT();
  const thread = item.thread.filter((part) => part.trim());
  return (
    <ol
      aria-label={thread.length > 0 ? t('preview.threadLabel', { count: thread.length + 1 }) : undefined}
      className={cn('flex flex-col rounded-xl border bg-white px-4 py-3', look.frame)}
    >
      <ColumnPost look={look} profile={profile} text={text} joined={thread.length > 0}>
        <Media item={item} className={cn('mt-3 max-h-80 border', look.media)} layout="x" />
        <div className={cn('mt-3 flex text-xs', look.stats)}>{stats}</div>
      </ColumnPost>
      {thread.map((part, index) => (
        <ColumnPost key={index} look={look} profile={profile} text={part} joined={index < thread.length - 1} />
      ))}
    </ol>
  );
}
