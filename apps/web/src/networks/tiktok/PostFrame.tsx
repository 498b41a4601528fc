import { Heart, MessageCircle, Music2, Share } from 'lucide-react';
import { Avatar, Media, Stat, Text, useCount, type FrameProps } from '../../features/content/preview/frame-parts.tsx';

export function TikTokFrame({ item, text, profile, counts }: FrameProps) {
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
