import { Earth, ThumbsUp } from 'lucide-react';
import { useT } from '../../lib/i18n/index.ts';
import { Avatar, FirstComment, Media, Stat, Text, useCount, type FrameProps } from '../../features/content/preview/frame-parts.tsx';

export function LinkedInFrame({ item, text, profile, counts }: FrameProps) {
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
