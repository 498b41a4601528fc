import type { Network, SocialAccount } from '@publia/shared';

export interface PreviewProfile {
  name: string;
  handle: string;
  avatarUrl: string | null;
  /** True when no account of the network is connected and the preview shows an example profile. */
  example: boolean;
}

/** The workspace's connected account on `platform`, else the example profile. */
export function previewProfile(platform: Network, accounts: SocialAccount[] | undefined, example: { name: string; handle: string }): PreviewProfile {
  const account = accounts?.find((item) => item.platform === platform && item.isConnected);
  if (!account) return { ...example, avatarUrl: null, example: true };
  const handle = account.username.replace(/^@/, '');
  return { name: account.displayName?.trim() || handle, handle, avatarUrl: account.profilePictureUrl, example: false };
}

/** Example reaction counts, stable for an item (so the preview does not change between openings). */
export function exampleCounts(seed: string): { likes: number; comments: number; shares: number; views: number } {
  let hash = 7;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) % 100_003;
  const likes = 120 + (hash % 2_400);
  return { likes, comments: Math.round(likes / 14), shares: Math.round(likes / 32), views: likes * 23 };
}
