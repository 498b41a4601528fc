import type { Network } from '@publia/shared';
import type { AppContext } from '../../../core/context/app-context.ts';
import { isNetworkError, type NetworkError } from '../../../networks/network-error.ts';
import { readingsBefore } from '../../../networks/post-metrics.ts';
import type { PostMetricsReading } from '../../../networks/types.ts';
import { recordFollowers, withFreshToken } from '../../social-accounts/service.ts';
import { SYNC_CADENCE, isDailyRound } from './cadence.ts';
import { enqueueAccountSyncs } from './enqueue.ts';
import { findAccountToSync, listTargetsToMeasure, saveSyncOutcome, stopAccount, storeAccountReading, type AccountToSync } from './repository.ts';
import { storeReadings } from './store-readings.ts';

/** How an account's round ended. */
export type SyncAccountResult =
  /** `daily`: the account's followers were read by this round. */
  | { status: 'synced'; measured: number; removed: number; daily: boolean }
  /** A rate limit: nothing more is asked before `retryAt`, when its job comes again. */
  | { status: 'waiting'; measured: number; retryAt: string }
  | { status: 'failed'; measured: number; error: string }
  /** Unknown, disconnected, or waiting for the user to reconnect it. */
  | { status: 'skipped'; reason: 'unknown' | 'disconnected' | 'problem' };

/**
 * One account's round: its posts due for a measure (each by its own last one: hourly in their
 * first 7 days, daily up to 90 days) and once a day its followers, read with a fresh token and
 * stored batch by batch. A rate limit keeps what was stored — and what the batch it stopped had
 * read before it — waits for its reset (the job comes back then) and calls nothing before it; the
 * round resumed then measures only the posts still due. Any other failure is recorded on the
 * account and logged. A token refused for good is the accounts
 * module's to mark (`withFreshToken`); this account then waits for its reconnection.
 */
export async function syncAccountNow(ctx: AppContext, accountId: string): Promise<SyncAccountResult> {
  const account = await findAccountToSync(ctx.db, accountId);
  if (!account) return { status: 'skipped', reason: 'unknown' };
  if (!account.usable) {
    if (account.disconnected) await stopAccount(ctx.db, account.id);
    await saveSyncOutcome(ctx.db, account, { requestedAt: null });
    return { status: 'skipped', reason: account.disconnected ? 'disconnected' : 'problem' };
  }
  const now = ctx.clock.now();
  if (account.retryAt && account.retryAt.getTime() > now) {
    await enqueueAccountSyncs(ctx, [account.id], account.retryAt);
    return { status: 'waiting', measured: 0, retryAt: account.retryAt.toISOString() };
  }
  let measured = 0;
  try {
    const daily = isDailyRound(account.lastDailyAt, now);
    if (daily) await measureFollowers(ctx, account, new Date(now));
    const targets = await listTargetsToMeasure(ctx.db, account.id, new Date(now), {
      freshSince: new Date(now - SYNC_CADENCE.freshForMs),
      measuredSince: new Date(now - SYNC_CADENCE.measuredForMs),
      freshDue: new Date(now - SYNC_CADENCE.freshEveryMs),
      olderDue: new Date(now - SYNC_CADENCE.dailyEveryMs),
      askedAt: account.askedAt,
    });
    let removed = 0;
    for (let i = 0; i < targets.length; i += SYNC_CADENCE.batchSize) {
      const batch = targets.slice(i, i + SYNC_CADENCE.batchSize);
      const store = async (readings: PostMetricsReading[]) => {
        const stored = await storeReadings(ctx, account, new Date(ctx.clock.now()), batch, readings);
        measured += stored.measured;
        removed += stored.removed;
      };
      let readings: PostMetricsReading[];
      try {
        readings = await withFreshToken(ctx, refOf(account), (credentials) =>
          ctx.networks.client(account.platform as Network).postMetrics(
            credentials,
            batch.map((target) => target.externalId),
          ),
        );
      } catch (error) {
        // What the batch read before it stopped (a rate limit halfway) is kept.
        const before = readingsBefore(error);
        if (before.length > 0) await store(before);
        throw error;
      }
      await store(readings);
    }
    const end = new Date(ctx.clock.now());
    await saveSyncOutcome(ctx.db, account, {
      requestedAt: null,
      lastSyncedAt: end,
      retryAt: null,
      lastError: null,
      failures: 'reset',
    });
    return { status: 'synced', measured, removed, daily };
  } catch (error) {
    if (isNetworkError(error) && error.kind === 'rate_limited') return waitForReset(ctx, account, error, measured);
    const message = error instanceof Error ? error.message : String(error);
    ctx.logger.warn(
      { accountId: account.id, platform: account.platform, kind: isNetworkError(error) ? error.kind : undefined, err: error },
      'statistiques : mesure du compte impossible',
    );
    await saveSyncOutcome(ctx.db, account, { requestedAt: null, lastError: message.slice(0, 500), failures: 'add' });
    return { status: 'failed', measured, error: message };
  }
}

/** The account as the accounts module names it (it loads the row and its token itself). */
const refOf = (account: AccountToSync) => ({ workspaceId: account.workspaceId, id: account.id });

/**
 * The account's followers, once a day: noted as read at once (at the round's start, so that the
 * daily reading does not slip by the rounds' length), so that a round resumed after a rate limit
 * does not read them again.
 */
async function measureFollowers(ctx: AppContext, account: AccountToSync, roundStart: Date): Promise<void> {
  const figures = await withFreshToken(ctx, refOf(account), (credentials) => ctx.networks.client(account.platform as Network).accountMetrics(credentials));
  const at = new Date(ctx.clock.now());
  await storeAccountReading(ctx.db, account, at, figures.followers);
  await recordFollowers(ctx, refOf(account), figures.followers, at);
  await saveSyncOutcome(ctx.db, account, { lastDailyAt: roundStart });
}

async function waitForReset(ctx: AppContext, account: AccountToSync, error: NetworkError, measured: number): Promise<SyncAccountResult> {
  const now = ctx.clock.now();
  const reset = error.details.resetAt?.getTime();
  const retryAt = new Date(reset && reset > now ? reset : now + SYNC_CADENCE.defaultRateLimitWaitMs);
  ctx.logger.info({ accountId: account.id, platform: account.platform, retryAt }, 'statistiques : limite de requêtes, reprise à la réinitialisation');
  await saveSyncOutcome(ctx.db, account, { retryAt, lastError: error.message.slice(0, 500) });
  await enqueueAccountSyncs(ctx, [account.id], retryAt);
  return { status: 'waiting', measured, retryAt: retryAt.toISOString() };
}
