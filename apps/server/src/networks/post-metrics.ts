import { isNetworkError, type NetworkError } from './network-error.ts';
import type { PostMetrics, PostMetricsReading } from './types.ts';

/** Reads at once against one account: enough to be quick, few enough not to trip a network's limits. */
export const READ_CONCURRENCY = 8;

/** A figure the network gives; undefined or null in its answer stays unknown (null), never 0. */
export const figure = (value: number | null | undefined): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The sum of several figures, null only when the network gave none of them. */
export const sumOf = (...values: (number | null | undefined)[]): number | null => {
  const known = values.map(figure).filter((value): value is number => value !== null);
  return known.length === 0 ? null : known.reduce((sum, value) => sum + value, 0);
};

/** Figures of a network that gives none of them for a post (all unknown). */
export const NO_FIGURES: PostMetrics = { impressions: null, reach: null, likes: null, comments: null, shares: null, saves: null, clicks: null };

/**
 * `work` over `items`, at most `limit` at a time, answers in the items' order. The first failure
 * stops what has not started and is thrown once those running have ended.
 */
export async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    while (!failure && next < items.length) {
      const index = next++;
      try {
        results[index] = await work(items[index]!);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw (failure as { error: unknown }).error;
  return results;
}

const isNotFound = (error: NetworkError) => error.details.status === 404;

/**
 * Several calls that measure one post together (one per metric, insights and counts…), all
 * awaited: when some fail, the failure that is not "not found" wins (an expired token, a rate
 * limit), so that a post is `gone` only when every failing call said so.
 */
export async function readTogether<T extends unknown[]>(reads: { [K in keyof T]: Promise<T[K]> }, isGone: (error: NetworkError) => boolean = isNotFound): Promise<T> {
  const settled = await Promise.allSettled(reads);
  const failures = settled.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
  if (failures.length > 0) throw failures.find((error) => !(isNetworkError(error) && isGone(error))) ?? failures[0];
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as T;
}

const obtainedBefore = new WeakMap<object, PostMetricsReading[]>();

/**
 * The readings a batch obtained before the failure that stopped it (a rate limit met halfway),
 * attached to that failure so that the caller stores them and measures only the rest later.
 */
export function readingsBefore(error: unknown): PostMetricsReading[] {
  return error !== null && typeof error === 'object' ? (obtainedBefore.get(error) ?? []) : [];
}

/** Throws `error` carrying `readings`, what was obtained before it. */
export function failWithReadings(error: unknown, readings: PostMetricsReading[]): never {
  if (error !== null && typeof error === 'object' && readings.length > 0) obtainedBefore.set(error, [...readingsBefore(error), ...readings]);
  throw error;
}

/**
 * The readings of networks whose API measures one post per call: each post read on its own, a
 * few at a time; a post the network says it no longer has (`isGone`, by default a 404) is `gone`
 * and the others are still measured. Any other failure (a rate limit, an expired token) stops
 * the posts not yet asked and is thrown once the running reads have ended, carrying the readings
 * obtained before it (`readingsBefore`): a rate limit halfway through a batch loses nothing.
 */
export async function readEachPost(
  externalIds: readonly string[],
  read: (externalId: string) => Promise<PostMetrics>,
  isGone: (error: NetworkError) => boolean = isNotFound,
): Promise<PostMetricsReading[]> {
  const readings: PostMetricsReading[] = [];
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    while (!failure && next < externalIds.length) {
      const externalId = externalIds[next++]!;
      try {
        readings.push({ externalId, metrics: await read(externalId) });
      } catch (error) {
        if (isNetworkError(error) && isGone(error)) readings.push({ externalId, gone: true });
        else failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(READ_CONCURRENCY, externalIds.length) }, worker));
  if (failure) failWithReadings((failure as { error: unknown }).error, readings);
  const order = new Map(externalIds.map((id, index) => [id, index]));
  return readings.sort((a, b) => order.get(a.externalId)! - order.get(b.externalId)!);
}

/**
 * The readings of networks that measure several posts per call: `ids` in calls of at most `size`,
 * a few calls at a time. As `readEachPost`, a failure stops the calls not yet made and is thrown
 * carrying every reading obtained before it (those of a call it stopped halfway included).
 */
export async function readInBatches(externalIds: readonly string[], size: number, read: (batch: string[]) => Promise<PostMetricsReading[]>): Promise<PostMetricsReading[]> {
  const all = batches(externalIds, size);
  const readings: PostMetricsReading[] = [];
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    while (!failure && next < all.length) {
      const batch = all[next++]!;
      try {
        readings.push(...(await read(batch)));
      } catch (error) {
        readings.push(...readingsBefore(error));
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(READ_CONCURRENCY, all.length) }, worker));
  if (failure) {
    const { error } = failure as { error: unknown };
    if (error !== null && typeof error === 'object') obtainedBefore.delete(error);
    failWithReadings(error, readings);
  }
  const order = new Map(externalIds.map((id, index) => [id, index]));
  return readings.sort((a, b) => (order.get(a.externalId) ?? 0) - (order.get(b.externalId) ?? 0));
}

/** Ids in batches of at most `size`, for networks that measure several posts per call. */
export const batches = <T>(items: readonly T[], size: number): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
