import { INSPIRATION_LIMITS, type FeedSource, type FeedSources } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { feedError, feedErrorMessage, feedFetchOptions } from './feed-fetching.ts';
import { FeedError, fetchFeed, resolveFeed, type ParsedFeedItem } from './feeds/index.ts';
import { countSources, deleteSource, insertItems, insertSource, listSources, recordFetch, trimItems, type NewItem, type SourceRow } from './sources-repository.ts';
import { suggestedSectors } from './suggested-sources.ts';

export function sourceView(row: SourceRow & { items: number }): FeedSource {
  return {
    id: row.id,
    url: row.url,
    siteUrl: row.siteUrl,
    title: row.title,
    status: row.status as FeedSource['status'],
    error: row.status === 'error' && row.errorReason ? feedErrorMessage(row.errorReason, row.url, row.errorDetail) : null,
    errorWorded: row.status === 'error' && row.errorReason ? feedError(row.errorReason, row.url, row.errorDetail) : null,
    lastFetchedAt: row.lastFetchedAt?.toISOString() ?? null,
    items: row.items,
  };
}

export async function getSources(ctx: AppContext, workspaceId: string): Promise<FeedSources> {
  const rows = await listSources(ctx.db, workspaceId);
  return { sources: rows.map(sourceView), sectors: suggestedSectors(ctx, rows) };
}

/** « exemple.fr/rss » is read as https://exemple.fr/rss; anything that is not then an http(s) URL is named. */
function normalizedUrl(input: string): string {
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(input) ? input : `https://${input}`;
  try {
    const url = new URL(withScheme);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname) return url.toString();
  } catch {
    // Named below, as every other unreadable address.
  }
  throw new AppError(400, 'inspiration.feed.bad_url', { url: input.slice(0, 200) }, 'url');
}

/**
 * An item as stored: a feed without a date (or with a broken or future one) is dated when Publia
 * first saw it, so that it sorts among the news of that moment.
 */
export function storedItem(item: ParsedFeedItem, now: Date): NewItem {
  const at = item.publishedAt && item.publishedAt.getTime() <= now.getTime() ? item.publishedAt : now;
  return { guid: item.guid, title: item.title, link: item.link, summary: item.summary, imageUrl: item.imageUrl, publishedAt: at };
}

/**
 * Follows a feed by its address or its site's (the page's declared feed is used): it is fetched at
 * once, so a bad address is refused with its reason and a good one brings its news right away.
 */
export async function addSource(ctx: AppContext, workspaceId: string, input: string): Promise<FeedSource> {
  const url = normalizedUrl(input);
  if ((await countSources(ctx.db, workspaceId)) >= INSPIRATION_LIMITS.sourcesMax) {
    throw new AppError(409, 'inspiration.tooManySources', { max: INSPIRATION_LIMITS.sourcesMax }, 'url');
  }
  let resolved;
  try {
    resolved = await resolveFeed(url, feedFetchOptions(ctx));
  } catch (error) {
    if (!(error instanceof FeedError)) throw error;
    throw new AppError(422, `inspiration.feed.${error.reason}`, { url: url.slice(0, 200), detail: error.detail ?? '' }, 'url');
  }
  const title = (resolved.feed.title || new URL(resolved.feedUrl).hostname).slice(0, 300);
  const now = new Date(ctx.clock.now());
  // The source, its items and its validators together: a failure halfway leaves no source without its news.
  return ctx.db.transaction(async (tx) => {
    const { row, created } = await insertSource(tx, { workspaceId, url: resolved.feedUrl, siteUrl: resolved.feed.siteUrl, title });
    if (!created) throw new AppError(409, 'inspiration.sourceExists', { title: row.title }, 'url');
    const items = await insertItems(
      tx,
      row,
      resolved.feed.items.map((item) => storedItem(item, now)),
    );
    await recordFetch(tx, row.id, { ok: true, etag: resolved.etag, lastModified: resolved.lastModified, contentDigest: resolved.digest }, now);
    return sourceView({ ...row, status: 'ok', lastFetchedAt: now, items });
  });
}

export async function removeSource(ctx: AppContext, workspaceId: string, id: string): Promise<void> {
  if (!isUuid(id) || !(await deleteSource(ctx.db, workspaceId, id))) throw new AppError(404, 'inspiration.sourceNotFound');
}

/**
 * Fetches one source with its validators (a 304 costs nothing), keeps its new items and records
 * the outcome; a failure marks the source in error with its reason and never throws.
 */
export async function refreshSource(ctx: AppContext, source: SourceRow): Promise<number> {
  const now = new Date(ctx.clock.now());
  try {
    const result = await fetchFeed(source.url, feedFetchOptions(ctx, source));
    if (result.kind === 'not_modified') {
      await recordFetch(ctx.db, source.id, { ok: true }, now);
      return 0;
    }
    const added = await insertItems(
      ctx.db,
      source,
      result.feed.items.map((item) => storedItem(item, now)),
    );
    if (added > 0) await trimItems(ctx.db, source.id);
    await recordFetch(
      ctx.db,
      source.id,
      { ok: true, etag: result.etag, lastModified: result.lastModified, contentDigest: result.digest, siteUrl: result.feed.siteUrl ?? source.siteUrl },
      now,
    );
    return added;
  } catch (error) {
    const reason = error instanceof FeedError ? error.reason : 'unreachable';
    const detail = error instanceof FeedError ? (error.detail ?? null) : null;
    if (!(error instanceof FeedError)) ctx.logger.warn({ err: error, source: source.id }, 'feed refresh failed');
    await recordFetch(ctx.db, source.id, { ok: false, reason, detail }, now);
    return 0;
  }
}

/** Runs `work` on every element, `width` at a time. */
export async function inBatches<T>(values: readonly T[], width: number, work: (value: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < values.length) {
      const value = values[next++] as T;
      await work(value);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, values.length) }, lane));
}

/**
 * A source read less than this long ago is not read again by « Actualiser »: its news cannot have
 * moved much, and a button pressed again and again (or a script calling it) would otherwise make
 * the server read every feed of the workspace each time, at the expense of every other workspace.
 */
export const MANUAL_REFRESH_INTERVAL_MS = 60_000;

/** « Actualiser »: every source of the workspace not read in the last minute, fetched now. */
export async function refreshSources(ctx: AppContext, workspaceId: string): Promise<FeedSources> {
  const now = ctx.clock.now();
  const due = (await listSources(ctx.db, workspaceId)).filter((row) => !row.lastFetchedAt || now - row.lastFetchedAt.getTime() >= MANUAL_REFRESH_INTERVAL_MS);
  await inBatches(due, 6, (row) => refreshSource(ctx, row));
  return getSources(ctx, workspaceId);
}
