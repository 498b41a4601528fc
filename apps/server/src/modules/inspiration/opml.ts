import { apiMessagesFr, INSPIRATION_LIMITS, type FeedSource } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { buildOpml, FeedError, parseOpml } from './feeds/index.ts';
import { countSources, insertSource, listSources } from './sources-repository.ts';
import { inBatches, refreshSource, sourceView } from './sources.ts';

/** How long an import waits for its feeds' first fetch; the rest finish after the answer. */
const IMPORT_WAIT_MS = 15_000;

/**
 * Follows the feeds of an OPML file (nested folders included): those already followed, beyond the
 * workspace's limit or with an unusable address are skipped and counted. The new ones are fetched
 * at once (the answer waits for them a few seconds at most).
 */
export async function importOpml(ctx: AppContext, workspaceId: string, opml: string): Promise<{ added: number; skipped: number; sources: FeedSource[] }> {
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
  for (const entry of entries) {
    if (room <= 0 || !/^https?:\/\//i.test(entry.url)) continue;
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
  return { added: created.length, skipped: entries.length - created.length, sources: rows.map(sourceView) };
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
