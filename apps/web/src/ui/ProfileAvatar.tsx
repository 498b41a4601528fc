import type { Profile } from '@publia/shared';
import { useT } from '../lib/i18n/index.ts';
import { cn } from './cn.ts';

/** Two letters for a profile without a picture: the first and last names, else the address. */
export function profileInitials(profile: Pick<Profile, 'firstName' | 'lastName' | 'email'>): string {
  const fromNames = [profile.firstName, profile.lastName].map((part) => Array.from(part?.trim() ?? '')[0] ?? '').join('');
  if (fromNames.length === 2) return fromNames.toUpperCase();
  const letters = Array.from(profile.email).filter((char) => /[\p{L}\p{N}]/u.test(char));
  return letters.length === 0 ? 'U' : letters.slice(0, 2).join('').toUpperCase();
}

/** The round picture, or the initials when there is none. */
export function ProfileAvatar({ profile, size = 'md' }: { profile: Profile; size?: 'md' | 'lg' }) {
  const t = useT();
  const box = size === 'lg' ? 'size-24 text-2xl' : 'size-16 text-xl';
  if (profile.avatarUrl) {
    return <img src={profile.avatarUrl} alt={t('profile.avatar.current')} className={cn(box, 'shrink-0 rounded-full object-cover')} data-testid="profile-avatar-image" />;
  }
  return (
    <span
      aria-hidden="true"
      className={cn(box, 'flex shrink-0 items-center justify-center rounded-full bg-primary-600 font-semibold text-white')}
      data-testid="profile-avatar-initials"
    >
      {profileInitials(profile)}
    </span>
  );
}
