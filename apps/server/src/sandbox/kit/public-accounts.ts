import { createHash } from 'node:crypto';
import { draws, growth } from './audience.ts';
import { PUBLIC_ACCOUNTS, type PublicAccountSeed, type PublicPostSeed } from './public-accounts-data.ts';

/**
 * The public accounts of other businesses that the Instagram and X fakes show to a competitor
 * watch (Business Discovery, a user's timeline). Nothing is stored: each account posts about once
 * a day, its posts computed from the account's handle and the day's number — the same ids, dates,
 * texts and figures on every instance and at every read, new posts appearing as the sandbox clock
 * moves, their figures growing with their age.
 */

export type PublicNetwork = 'instagram' | 'twitter';

export interface PublicAccountEntry {
  /** Its place in the catalogue: part of its ids and its posts' ids. */
  index: number;
  seed: PublicAccountSeed;
  network: PublicNetwork;
  /** The account's id on that network. */
  id: string;
  /** As that network spells it. */
  handle: string;
}

/** A post's figures in one vocabulary (X's reposts and quotes are `shares`, its bookmarks `saves`). */
export interface PublicFigures {
  impressions: number;
  likes: number;
  comments: number;
  shares: number;
  saves: number;
}

export interface PublicPostEntry {
  id: string;
  /** The day of the account's timeline it was posted on (days since `EPOCH`). */
  day: number;
  seed: PublicPostSeed;
  format: 'photo' | 'reel' | 'carousel';
  /** X: some posts are text only. */
  withPicture: boolean;
  publishedAt: number;
  figures: PublicFigures;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The accounts' first day of posting. */
const EPOCH = Date.UTC(2024, 0, 1);
/** How far back a timeline goes: the networks keep more, a watch reads the last few weeks. */
const HISTORY_DAYS = 400;
/** About one post in eight clearly outperforms the account's usual. */
const HIT_SHARE = 0.12;
const MAX_REACH = 6;

/** Long digit strings derived from a seed. */
function digitsOf(seed: string, length: number): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  return BigInt(`0x${hex.slice(0, 30)}`)
    .toString()
    .padStart(length, '3')
    .slice(0, length);
}

const spelling = (network: PublicNetwork, seed: PublicAccountSeed) => (network === 'twitter' ? (seed.xHandle ?? seed.handle.replaceAll('.', '_')) : seed.handle);

/** Network-looking ids: Instagram professional accounts start with 17841, X's ids are long digits. */
const accountIdOf = (network: PublicNetwork, index: number, handle: string) =>
  network === 'instagram' ? `178419${String(index).padStart(2, '0')}${digitsOf(`ig:${handle}`, 9)}` : `15${String(index).padStart(2, '0')}${digitsOf(`x:${handle}`, 14)}`;

const entryOf = (network: PublicNetwork, seed: PublicAccountSeed, index: number): PublicAccountEntry => ({
  index,
  seed,
  network,
  id: accountIdOf(network, index, seed.handle),
  handle: spelling(network, seed),
});

/** The account of this handle on the network, whatever its case, or null. */
export function findPublicAccount(network: PublicNetwork, handle: string): PublicAccountEntry | null {
  const wanted = handle.toLowerCase();
  const index = PUBLIC_ACCOUNTS.findIndex((seed) => spelling(network, seed).toLowerCase() === wanted);
  return index < 0 ? null : entryOf(network, PUBLIC_ACCOUNTS[index]!, index);
}

export function findPublicAccountById(network: PublicNetwork, id: string): PublicAccountEntry | null {
  const index = PUBLIC_ACCOUNTS.findIndex((seed, at) => accountIdOf(network, at, seed.handle) === id);
  return index < 0 ? null : entryOf(network, PUBLIC_ACCOUNTS[index]!, index);
}

/**
 * A post id that says whose post it is and of which day, so that a post page finds it again:
 * Instagram's 17 digits (`18`, account, day, check digits), X's 19 (`1`, account, day, check digits).
 */
function postIdOf(account: PublicAccountEntry, day: number): string {
  const head = `${String(account.index).padStart(2, '0')}${String(day).padStart(6, '0')}`;
  return account.network === 'instagram' ? `18${head}${digitsOf(`ig:${account.seed.handle}:${day}`, 7)}` : `1${head}${digitsOf(`x:${account.seed.handle}:${day}`, 10)}`;
}

const POST_ID = { instagram: /^18(\d{2})(\d{6})\d{7}$/, twitter: /^1(\d{2})(\d{6})\d{10}$/ } as const;

const dayOf = (at: number) => Math.floor((at - EPOCH) / DAY_MS);

/**
 * The figures of a post `hours` after it went out: the account's audience on the network, the
 * post's luck (shared by both networks: good content does well everywhere), its format and kind,
 * and the share of its audience reached by then.
 */
function figuresOf(account: PublicAccountEntry, post: PublicPostSeed, format: PublicPostEntry['format'], luck: number[], hours: number): PublicFigures {
  const [hit = 0, size = 0, talk = 0, spread = 0] = luck;
  const quality = hit < HIT_SHARE ? 2 + 2 * size : 0.5 + 0.9 * size;
  const formatFactor = format === 'reel' ? 1.4 : format === 'carousel' ? 1.15 : 1;
  // Even a lucky giveaway of a small account rarely does more than six times its usual.
  const reach = Math.min(MAX_REACH, quality * formatFactor * (post.boost?.likes ?? 1));
  const share = growth(hours);
  const instagram = account.network === 'instagram';
  const followers = account.seed.followers[account.network];
  const likes = followers * account.seed.engagement * (instagram ? 1 : 0.3) * reach;
  const comments = likes * (instagram ? 0.02 + 0.04 * talk : 0.04 + 0.06 * talk) * (post.boost?.comments ?? 1);
  const shares = likes * (0.1 + 0.15 * spread) * (post.boost?.shares ?? 1);
  return {
    impressions: Math.floor((likes / (0.012 + 0.01 * size)) * share),
    likes: Math.floor(likes * share),
    comments: Math.floor(comments * share),
    shares: Math.floor(shares * share),
    saves: Math.floor(likes * 0.06 * share),
  };
}

/** What the account posts that day: seven steps through its texts a day, every text before any comes back. */
export const publicPostSeedOf = (account: PublicAccountEntry, day: number): PublicPostSeed => account.seed.posts[(day * 7 + account.index) % account.seed.posts.length]!;

/** The account's post of that day as it stands at `now`, or null (a day off, or not posted yet). */
export function publicPostOfDay(account: PublicAccountEntry, day: number, now: number): PublicPostEntry | null {
  if (day < dayOf(now) - HISTORY_DAYS) return null;
  const luck = draws(`${account.seed.handle}:${day}`);
  const [, , , , textOnly = 0, hour = 0, delay = 0, off = 0] = luck;
  if (off < account.seed.rest) return null;
  const [from, to] = account.seed.hours;
  // The same post reaches X a few minutes after Instagram; both to the second, as the networks date them.
  const minutes = (from + (to - from) * hour) * 60 + (account.network === 'twitter' ? 5 + 35 * delay : 0);
  const publishedAt = Math.floor((EPOCH + day * DAY_MS + minutes * 60_000) / 1000) * 1000;
  if (publishedAt > now) return null;
  const seed = publicPostSeedOf(account, day);
  const format = seed.format ?? 'photo';
  return {
    id: postIdOf(account, day),
    day,
    seed,
    format,
    withPicture: account.network === 'instagram' || format !== 'photo' || textOnly >= 0.3,
    publishedAt,
    figures: figuresOf(account, seed, format, luck, (now - publishedAt) / HOUR_MS),
  };
}

/** The post of this id at `now`, with its account, or null. */
export function findPublicPost(network: PublicNetwork, id: string, now: number): { account: PublicAccountEntry; post: PublicPostEntry } | null {
  const match = POST_ID[network].exec(id);
  const seed = match ? PUBLIC_ACCOUNTS[Number(match[1])] : undefined;
  if (!match || !seed) return null;
  const account = entryOf(network, seed, Number(match[1]));
  const post = publicPostOfDay(account, Number(match[2]), now);
  return post?.id === id ? { account, post } : null;
}

/**
 * The account's posts at `now`, newest first: published at or after `since` and before `until`
 * (ms), on days before `beforeDay` (a previous page's cursor), at most `limit`, and the cursor of
 * the next page when there is more.
 */
export function publicTimeline(
  account: PublicAccountEntry,
  now: number,
  range: { since?: number | null; until?: number | null; beforeDay?: number | null; limit: number },
): { posts: PublicPostEntry[]; nextDay: number | null } {
  const found: PublicPostEntry[] = [];
  const oldest = dayOf(now) - HISTORY_DAYS;
  for (let day = Math.min(dayOf(now), (range.beforeDay ?? Infinity) - 1); day >= oldest && found.length <= range.limit; day--) {
    const post = publicPostOfDay(account, day, now);
    if (!post || (range.until != null && post.publishedAt >= range.until)) continue;
    if (range.since != null && post.publishedAt < range.since) break;
    found.push(post);
  }
  const posts = found.slice(0, range.limit);
  return { posts, nextDay: found.length > range.limit ? posts[posts.length - 1]!.day : null };
}

/** Followers at `now`: where the account started on the network, growing 3 to 9 % a year. */
export function publicFollowers(account: PublicAccountEntry, now: number): number {
  const [pace = 0] = draws(`${account.network}:followers:${account.seed.handle}`);
  const base = account.seed.followers[account.network];
  return Math.floor(base * (1 + (Math.max(0, now - EPOCH) / (365 * DAY_MS)) * (0.03 + 0.06 * pace)));
}

/** About how many posts the account has published by `now`. */
export const publicPostCount = (account: PublicAccountEntry, now: number) => Math.max(0, Math.round(dayOf(now) * (1 - account.seed.rest)));

/** The picture of a post, served by the fake of its network (`registerPublicMedia`) at `fakeUrl`. */
export const publicPictureUrl = (fakeUrl: string, account: PublicAccountEntry, day: number) => `${fakeUrl}/public-media/${encodeURIComponent(account.handle)}/${day}.svg`;

/** The account's profile picture: the sandbox's avatar drawn from its handle. */
export const publicAvatarUrl = (publicUrl: string, account: PublicAccountEntry) => `${publicUrl}/sandbox/avatar/${encodeURIComponent(account.handle)}.svg`;
