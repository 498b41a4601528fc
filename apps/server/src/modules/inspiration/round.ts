import type { AppContext } from '../../core/context/app-context.ts';
import { listAllCompetitors } from './competitors-repository.ts';
import { refreshCompetitor } from './competitors.ts';
import { listAllSources, listWatchingWorkspaces } from './sources-repository.ts';
import { inBatches, refreshSource } from './sources.ts';
import { notifyRisingTopics } from './topics.ts';

/** Feeds fetched at once by a round: a slow site does not hold the others up. */
const FEED_LANES = 8;

/**
 * The hourly watch round: every feed of every workspace fetched (conditional GET, each item kept
 * once), then each workspace's rising topics announced once; competitors are read again when
 * `withCompetitors` (every few hours: their networks count the calls).
 */
export async function runWatchRound(ctx: AppContext, options: { withCompetitors: boolean }): Promise<{ sources: number; added: number; topics: number }> {
  const sources = await listAllSources(ctx.db);
  let added = 0;
  await inBatches(sources, FEED_LANES, async (source) => {
    added += await refreshSource(ctx, source);
  });
  let topics = 0;
  for (const workspaceId of await listWatchingWorkspaces(ctx.db)) topics += await notifyRisingTopics(ctx, workspaceId);
  if (options.withCompetitors) {
    for (const competitor of await listAllCompetitors(ctx.db)) await refreshCompetitor(ctx, competitor);
  }
  return { sources: sources.length, added, topics };
}
