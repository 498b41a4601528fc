import { Heart, MessageCircle, Repeat2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { Avatar, Media, Stat, Text, useCount, type FrameProps } from '../../features/content/preview/frame-parts.tsx';
import type { PreviewProfile } from '../../features/content/preview/preview-profile.ts';

/** One status of the column: the avatar, the name and @handle, the text behind its content warning when it has one. */
function Status({ profile, text, warning, children }: { profile: PreviewProfile; text: string; warning?: string | undefined; children?: ReactNode }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <li className="flex gap-3" data-testid="preview-mastodon-status">
      <Avatar profile={profile} className="size-11 rounded-lg text-xs" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm">
          <span className="font-bold">{profile.name}</span> <span className="text-[#606984]">@{profile.handle}</span>
        </p>
        {warning ? (
          <div className="mt-1" data-testid="preview-content-warning">
            <p className="text-[0.9375rem] font-medium">{warning}</p>
            <button type="button" onClick={() => setOpen(!open)} aria-expanded={open} className="mt-1 rounded bg-[#d9e1e8] px-2 py-0.5 text-xs font-semibold text-[#282c37]">
              {t('preview.mastodon.showMore')}
            </button>
            {open && <Text className="mt-1 text-[0.9375rem]">{text}</Text>}
          </div>
        ) : (
          <Text className="mt-0.5 text-[0.9375rem]">{text}</Text>
        )}
        {children}
      </div>
    </li>
  );
}

/** Mastodon: the status (its content warning first), its media, replies, boosts and favourites; the thread's statuses below. */
export function MastodonFrame({ item, text, profile, counts }: FrameProps) {
  const n = useCount();
  const t = useT();
  const thread = item.thread.filter((part) => part.trim());
  const warning = item.publishOptions?.contentWarning;
  return (
    <ol
      aria-label={thread.length > 0 ? t('preview.threadLabel', { count: thread.length + 1 }) : undefined}
      className="flex flex-col gap-4 rounded-xl border border-[#c0cdd9] bg-white px-4 py-3 text-[#282c37]"
    >
      <Status profile={profile} text={text} warning={warning}>
        <Media item={item} className="mt-3 max-h-80 rounded-lg" layout="x" />
        <div className="mt-3 flex gap-8 text-xs text-[#606984]">
          <Stat icon={<MessageCircle aria-hidden="true" className="size-4" />}>{n(counts.comments)}</Stat>
          <Stat icon={<Repeat2 aria-hidden="true" className="size-4" />}>{n(counts.shares)}</Stat>
          <Stat icon={<Heart aria-hidden="true" className="size-4" />}>{n(counts.likes)}</Stat>
        </div>
      </Status>
      {thread.map((part, index) => (
        <Status key={index} profile={profile} text={part} />
      ))}
    </ol>
  );
}
