import { ChartNoAxesColumn, Heart, MessageCircle, Repeat2 } from 'lucide-react';
import { Stat, useCount, type FrameProps } from '../../features/content/preview/frame-parts.tsx';
import { ThreadColumnFrame, type ThreadColumnLook } from '../../features/content/preview/ThreadColumnFrame.tsx';

const X_LOOK: ThreadColumnLook = {
  postTestId: 'preview-x-post',
  frame: 'border-gray-200 text-[#0f1419]',
  line: 'bg-gray-300',
  name: 'font-bold',
  handle: 'text-[#536471]',
  media: 'rounded-2xl border-gray-200',
  stats: 'justify-between pr-6 text-[#536471]',
};

/** X: the post, then its thread as a column of posts joined by a line; replies, reposts, likes and views under it. */
export function XFrame({ item, text, profile, counts }: FrameProps) {
  const n = useCount();
  return (
    <ThreadColumnFrame
      item={item}
      text={text}
      profile={profile}
      look={X_LOOK}
      stats={
        <>
          <Stat icon={<MessageCircle aria-hidden="true" className="size-4" />}>{n(counts.comments)}</Stat>
          <Stat icon={<Repeat2 aria-hidden="true" className="size-4" />}>{n(counts.shares)}</Stat>
          <Stat icon={<Heart aria-hidden="true" className="size-4" />}>{n(counts.likes)}</Stat>
          <Stat icon={<ChartNoAxesColumn aria-hidden="true" className="size-4" />}>{n(counts.views)}</Stat>
        </>
      }
    />
  );
}
