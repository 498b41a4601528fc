import { initialsOf, NETWORK_AT_HANDLES, type SocialAccount } from '@publia/shared';
import { useState } from 'react';
import { cn } from '../../ui/cn.ts';

/**
 * The account's name as its network writes it: the handle with exactly one leading « @ » where the
 * network goes by @handles, the name as it is elsewhere (« Boulangerie Dupont » on LinkedIn).
 */
export function handleOf(account: Pick<SocialAccount, 'username' | 'platform'>): string {
  const bare = account.username.replace(/^@+/, '');
  return NETWORK_AT_HANDLES[account.platform] ? `@${bare}` : bare;
}

/** The display name, when it says more than the handle line above it (with or without its « @ »). */
export const secondNameOf = (account: Pick<SocialAccount, 'username' | 'platform' | 'displayName'>): string | null => {
  const name = account.displayName?.replace(/^@+/, '');
  return name && name !== account.username.replace(/^@+/, '') ? account.displayName : null;
};

/** The account's picture, or its initials on a tinted disc when it has none (or it fails to load). */
export function AccountAvatar({ account, size = 'md' }: { account: Pick<SocialAccount, 'username' | 'displayName' | 'profilePictureUrl'>; size?: 'sm' | 'md' }) {
  const [broken, setBroken] = useState(false);
  const box = size === 'sm' ? 'size-8 text-xs' : 'size-11 text-sm';
  if (account.profilePictureUrl && !broken) {
    return <img src={account.profilePictureUrl} alt="" onError={() => setBroken(true)} className={cn('shrink-0 rounded-full bg-gray-100 object-cover ring-1 ring-black/5', box)} />;
  }
  const initials = initialsOf(account.displayName, account.username);
  return (
    <span aria-hidden="true" className={cn('flex shrink-0 items-center justify-center rounded-full bg-primary-100 font-semibold text-primary-700', box)}>
      {initials}
    </span>
  );
}
