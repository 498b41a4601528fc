import { apiMessagesFr, INSPIRATION_LIMITS, type FeedSource, type OpmlRefusal } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { feedError, feedErrorMessage, feedFetchOptions } from './feed-fetching.ts';
import { buildOpml, checkFeedAddress, FeedError, parseOpml } from './feeds/index.ts';
import { countSources, insertSource, listSources } from './sources-repository.ts';
import { inBatches, refreshSource, sourceView } from './sources.ts';

/** How long an import waits for its feeds' first fetch; the rest finish after the answer. */
const IMPORT_WAIT_MS = 15_000;
/** How long the check of one entry's address may wait on the DNS. */
const LOOKUP_DEADLINE_MS = 5_000;

/**
 * Why an entry's address may not be followed, by the same check as a feed added alone (http(s),
 * a public address unless ALLOW_PRIVATE_URLS or the server's own sample feeds); null when it may.
 */
async function refusalOf(ctx: AppContext, url: string): Promise<OpmlRefusal | null> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new FeedError('timeout', `no DNS answer within ${LOOKUP_DEADLINE_MS} ms`)), LOOKUP_DEADLINE_MS);
  });
  try {
    await checkFeedAddress(url, feedFetchOptions(ctx), deadline);
    return null;
  } catch (error) {
    if (!(error instanceof FeedError)) throw error;
    const shown = url.slice(0, 200);
    return { url: shown, reason: feedErrorMessage(error.reason, shown, error.detail ?? null), reasonWorded: feedError(error.reason, shown, error.detail ?? null) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Follows the feeds of an OPML file (nested folders included): those already followed or beyond
 * the workspace's limit are skipped and counted; those whose address may not be followed are
 * skipped too, never stored, and each is answered with its reason. The new ones are fetched at
 * once (the answer waits for them a few seconds at most).
 */
export async function importOpml(ctx: AppContext, workspaceId: string, opml: string): Promise<{ added: number; skipped: number; refused: OpmlRefusal[]; sources: FeedSource[] }> {
  let entries;
  try {
    entries = parseOpml(opml);
  } catch (error) {
    if (error instanceof FeedError) throw new AppError(400, 'inspiration.opmlInvalid', {}, 'opml');
    throw error;
  }
  if (entries.length === 0) throw new AppError(400, 'inspiration.opmlEmpty', {}, 'opml');
  let room = INSPIRATION_LIMITS.sourcesMax - (await countSources(ctx.db, workspaceId));
  const created = [];
  const refused: OpmlRefusal[] = [];
  for (const entry of entries) {
    if (room <= 0) continue;
    const refusal = await refusalOf(ctx, entry.url);
    if (refusal) {
      refused.push(refusal);
      continue;
    }
    const { row, created: isNew } = await insertSource(ctx.db, {
      workspaceId,
      url: entry.url,
      siteUrl: entry.siteUrl,
      title: (entry.title || new URL(entry.url).hostname).slice(0, 300),
    });
    if (isNew) {
      created.push(row);
      room--;
    }
  }
  const fetching = inBatches(created, 6, (row) => refreshSource(ctx, row)).catch((error: unknown) => ctx.logger.warn({ err: error }, 'opml import: first fetch failed'));
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([fetching, new Promise((resolve) => (timer = setTimeout(resolve, IMPORT_WAIT_MS)))]);
  clearTimeout(timer);
  const rows = await listSources(ctx.db, workspaceId);
  return { added: created.length, skipped: entries.length - created.length, refused, sources: rows.map(sourceView) };
}

/** The followed feeds as an OPML file, for another reader. */
export async function exportOpml(ctx: AppContext, workspaceId: string): Promise<{ fileName: string; body: string }> {
  const rows = await listSources(ctx.db, workspaceId);
  const body = buildOpml(
    apiMessagesFr['inspiration.opmlTitle'],
    rows.map((row) => ({ title: row.title, url: row.url, siteUrl: row.siteUrl })),
    apiMessagesFr['inspiration.opmlNoSource'],
  );
  return { fileName: 'publia-sources.opml', body };
}
