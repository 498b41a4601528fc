import { Earth, Ellipsis, ThumbsUp } from 'lucide-react';
import { useT } from '../../lib/i18n/index.ts';
import { Avatar, FirstComment, Media, Stat, Text, useCount, type FrameProps } from '../../features/content/preview/frame-parts.tsx';

export function FacebookFrame({ item, text, profile, counts }: FrameProps) {
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
        <Stat
          icon={
            <span className="flex size-4 items-center justify-center rounded-full bg-[#1877f2] text-white">
              <ThumbsUp aria-hidden="true" className="size-2.5" />
            </span>
          }
        >
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
