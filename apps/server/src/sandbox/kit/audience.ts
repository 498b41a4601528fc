import { createHash } from 'node:crypto';
import type { Network } from '@publia/shared';
import type { SandboxPost } from './posts.ts';
import type { AudienceFigures } from './world-shape.ts';
import { SANDBOX_WORLDS } from './world.ts';

export type { AudienceFigures } from './world-shape.ts';

/**
 * How a UTC hour of publication does (French audience, UTC+1): mornings, lunch and evenings
 * better, nights worse.
 */
const HOUR_FACTORS = [0.5, 0.45, 0.4, 0.4, 0.45, 0.55, 0.8, 1.1, 1.15, 1, 0.95, 1.2, 1.25, 1, 0.9, 0.9, 1, 1.25, 1.35, 1.35, 1.2, 0.95, 0.75, 0.6];

/** Uniform numbers in [0, 1) drawn from a text: the same text, the same numbers, on any instance. */
export function draws(seed: string): number[] {
  const bytes = createHash('sha256').update(seed).digest();
  return Array.from({ length: 8 }, (_, i) => bytes.readUInt32BE(i * 4) / 2 ** 32);
}

const HOUR_MS = 3_600_000;

/**
 * The share of its final audience a post has `hours` after publication: most of it in the first
 * hours (the feed), the rest over days (search, shares, recommendations). Never decreasing.
 */
export function growth(hours: number): number {
  if (hours <= 0) return 0;
  return 0.7 * (1 - Math.exp(-hours / 6)) + 0.3 * (1 - Math.exp(-hours / 72));
}

type FiguredPost = Pick<SandboxPost, 'id' | 'network' | 'createdAt' | 'replies'>;

/**
 * What a post reaches once its audience is done with it (impressions before the curve), and how
 * engaging it is: from its id (some posts do better), its network and its hour of publication.
 */
function finalAudience(post: Pick<SandboxPost, 'id' | 'network' | 'createdAt'>) {
  const profile = (SANDBOX_WORLDS[post.network as Network] ?? SANDBOX_WORLDS.facebook).audience;
  const [luck = 0, size = 0, engagement = 0] = draws(`${post.network}:${post.id}`);
  const [low, high] = profile.impressions;
  // Log-uniform between the network's low and high, then most posts ordinary and a few strong.
  const final = low * (high / low) ** size * (0.35 + 1.9 * luck ** 2) * HOUR_FACTORS[new Date(Date.parse(post.createdAt)).getUTCHours()]!;
  return { profile, final, rate: 0.6 + 0.8 * engagement };
}

/** The comments figure a post tends to, once its audience is done with it. */
export function finalCommentsOf(post: Pick<SandboxPost, 'id' | 'network' | 'createdAt'>): number {
  const { profile, final, rate } = finalAudience(post);
  return Math.floor(final * profile.rates.comments * rate);
}

/**
 * A post's figures at `at` (ms), computed when read rather than stored: they follow the post's id
 * (some posts do better), its network and its hour of publication, and grow with the time since.
 * Impressions ≥ reach ≥ interactions always, and comments never fewer than those a reader of the
 * post's comments finds there (`listed`: by default the replies it holds).
 */
export function postFigures(post: FiguredPost, at: number, listed = post.replies.length): AudienceFigures {
  const { profile, final, rate } = finalAudience(post);
  const share = growth((at - Date.parse(post.createdAt)) / HOUR_MS);
  const part = (fraction: number) => Math.floor(final * fraction * share);
  const likes = part(profile.rates.likes * rate);
  const comments = Math.max(part(profile.rates.comments * rate), listed);
  const shares = part(profile.rates.shares * rate);
  const saves = part(profile.rates.saves * rate);
  const clicks = part(profile.rates.clicks * rate);
  const reach = Math.max(part(profile.reach), likes + comments + shares + saves);
  return { impressions: Math.max(part(1), reach, clicks), reach, likes, comments, shares, saves, clicks };
}

/** From when the demo accounts gain followers: a fixed date, so every instance counts the same. */
const FOLLOWERS_SINCE = Date.UTC(2026, 0, 1);
const DAY_MS = 24 * HOUR_MS;
/** The share of a post's final impressions that follow the account. */
const FOLLOWS_PER_IMPRESSION = 0.004;

/**
 * An account's followers at `at`: where it started (`base`, from its id), a slow daily gain of its
 * own (0.5 to 4.5 a day, from its id), and a little from each of its posts as their audience grows.
 */
export function followersAt(account: { id: string; network: string; base: number }, posts: readonly FiguredPost[], at: number): number {
  const [pace = 0] = draws(`${account.network}:followers:${account.id}`);
  const days = Math.max(0, (at - FOLLOWERS_SINCE) / DAY_MS);
  const fromPosts = posts.reduce((sum, post) => sum + Math.floor(postFigures(post, at).impressions * FOLLOWS_PER_IMPRESSION), 0);
  return account.base + Math.floor(days * (0.5 + 4 * pace)) + fromPosts;
}
