import { Bookmark, Ellipsis, Heart, MessageCircle, Send } from 'lucide-react';
import { useT } from '../../lib/i18n/index.ts';
import { Avatar, FirstComment, icon, Media, Text, useCount, type FrameProps } from '../../features/content/preview/frame-parts.tsx';
import { cn } from '../../ui/cn.ts';

export function InstagramFrame({ item, text, profile, counts }: FrameProps) {
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
