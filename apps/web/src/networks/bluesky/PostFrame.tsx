import { Heart, MessageCircle, Repeat2 } from 'lucide-react';
import { Stat, useCount, type FrameProps } from '../../features/content/preview/frame-parts.tsx';
import { ThreadColumnFrame, type ThreadColumnLook } from '../../features/content/preview/ThreadColumnFrame.tsx';

const BLUESKY_LOOK: ThreadColumnLook = {
  postTestId: 'preview-bluesky-post',
  frame: 'border-[#d4dbe2] text-[#0b0f14]',
  line: 'bg-[#d4dbe2]',
  name: 'font-semibold',
  handle: 'text-[#6f869f]',
  media: 'rounded-xl border-[#d4dbe2]',
  stats: 'gap-10 text-[#6f869f]',
};

/** Bluesky: the post (no view counter: the network shows none), then its thread as replies joined by a line. */
export function BlueskyFrame({ item, text, profile, counts }: FrameProps) {
  const n = useCount();
  return (
    <ThreadColumnFrame
      item={item}
      text={text}
      profile={profile}
      look={BLUESKY_LOOK}
      stats={
        <>
          <Stat icon={<MessageCircle aria-hidden="true" className="size-4" />}>{n(counts.comments)}</Stat>
          <Stat icon={<Repeat2 aria-hidden="true" className="size-4" />}>{n(counts.shares)}</Stat>
          <Stat icon={<Heart aria-hidden="true" className="size-4" />}>{n(counts.likes)}</Stat>
        </>
      }
    />
  );
}
