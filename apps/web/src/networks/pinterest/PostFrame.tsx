import { useT } from '../../lib/i18n/index.ts';
import { Avatar, Media, Text, type FrameProps } from '../../features/content/preview/frame-parts.tsx';

export function PinterestFrame({ item, text, profile }: FrameProps) {
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
