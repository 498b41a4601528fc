import type { SandboxSetup } from './context.ts';
import { followersAt, postFigures, type AudienceFigures } from './audience.ts';
import { audienceCommentCount } from './audience-comments.ts';
import { commentThread, onSandboxClock, type AudienceIdOf, type ThreadComment } from './comment-thread.ts';
import { timeline, type SandboxPost } from './posts.ts';
import { getRecord, putRecord } from './repository.ts';

/** How long every instance may keep using an offset another instance changed. */
const REFRESH_MS = 1_000;
const HOUR_MS = 3_600_000;
/** The most one `POST /sandbox/_clock` moves the audience: a year. */
export const MAX_ADVANCE_HOURS = 8_760;
/** The posts whose audience an account's followers count (its most recent). */
const FOLLOWER_POSTS = 200;

/** A demo account as its followers are counted: its id, the followers it started with, its owner. */
export interface AudienceAccount {
  id: string;
  followers: number;
  owner?: string | null;
}

export interface SandboxAudience {
  /** Hours the audience of `owner`'s accounts is ahead of the sandbox clock. */
  offsetHours(owner: string | null): Promise<number>;
  /** Moves `owner`'s audience `hours` further ahead (never back: figures only grow). */
  advance(owner: string | null, hours: number): Promise<number>;
  /** Now (ms) on the audience time of `owner`'s accounts: when their answers are written. */
  now(owner: string | null): Promise<number>;
  /** A post's figures now, on its owner's audience time: never fewer comments than it lists. */
  figures(post: SandboxPost): Promise<AudienceFigures>;
  /** The comments a reader of the post finds now, on its owner's audience time, oldest first. */
  comments(post: SandboxPost, audienceIdOf: AudienceIdOf): Promise<ThreadComment[]>;
  /** An account's followers now, on its owner's audience time. */
  followers(network: string, account: AudienceAccount): Promise<number>;
}

const recordId = (owner: string | null) => (owner === null ? 'audience-clock' : `audience-clock:${owner}`);

/**
 * The audience's time: the sandbox clock plus what each visitor moved its own accounts' audience
 * forward (`POST /sandbox/_clock`), so a demo or a test sees a week of growth — and of comments —
 * at once. Only the audience moves: tokens keep expiring on the sandbox clock. Kept in the
 * database, so every instance serving the sandboxes agrees within a second, and a restart never
 * makes figures shrink.
 */
export function createSandboxAudience(setup: Pick<SandboxSetup, 'db' | 'clock'>): SandboxAudience {
  const known = new Map<string, { hours: number; readAt: number }>();

  async function offsetHours(owner: string | null) {
    const id = recordId(owner);
    const now = setup.clock.now();
    const cached = known.get(id);
    if (cached && now - cached.readAt < REFRESH_MS) return cached.hours;
    const hours = (await getRecord<{ hours: number }>(setup.db, '_', 'setting', id))?.hours ?? 0;
    known.set(id, { hours, readAt: now });
    return hours;
  }

  const audienceNow = async (owner: string | null) => setup.clock.now() + (await offsetHours(owner)) * HOUR_MS;

  return {
    offsetHours,
    async advance(owner, hours) {
      const id = recordId(owner);
      known.delete(id);
      const total = (await offsetHours(owner)) + hours;
      await putRecord(setup.db, '_', 'setting', id, { hours: total });
      known.set(id, { hours: total, readAt: setup.clock.now() });
      return total;
    },
    now: audienceNow,
    async figures(post) {
      const at = await audienceNow(post.owner ?? null);
      return postFigures(post, at, audienceCommentCount(post, at) + post.replies.length);
    },
    async comments(post, audienceIdOf) {
      const at = await audienceNow(post.owner ?? null);
      return onSandboxClock(commentThread(post, at, audienceIdOf), post.createdAt, at, setup.clock.now());
    },
    async followers(network, account) {
      const [at, recent] = await Promise.all([audienceNow(account.owner ?? null), timeline(setup.db, network, account.id, { limit: FOLLOWER_POSTS })]);
      return followersAt({ id: account.id, network, base: account.followers }, recent.posts, at);
    },
  };
}
