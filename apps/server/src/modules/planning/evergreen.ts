import { apiMessagesFr, EVERGREEN_LIMITS, EVERGREEN_PER_ROUND, type ContentItem, type Evergreen, type EvergreenRuleBody } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { DEFAULT_TIME_ZONE } from '../../core/auth/service.ts';
import { AppError } from '../../http/app-error.ts';
import { contentScores } from '../analytics/service.ts';
import { contentItemOf, createRepost, loadContentRow, pendRepost, setEvergreen } from '../content/service.ts';
import { freshText } from './evergreen-text.ts';
import { evergreenCounts, findRule, listEvergreenWorkspaces, listRepostCandidates, markRun, saveRule, type EvergreenRule, type RepostCandidate } from './evergreen-repository.ts';
import { findQueue } from './queue-repository.ts';
import { placeInQueue } from './queue.ts';

/** How the form names each number of the rule, in the messages that refuse one. */
const RULE_FIELDS = { minScore: 'Score minimal', maxReposts: 'Nombre de republications', minDays: 'Délai en jours' } as const;

/** Reads the rule's numbers: each a whole number within EVERGREEN_LIMITS, else a 400 naming it. */
function readRule(body: EvergreenRuleBody): Omit<EvergreenRule, 'lastRunAt'> {
  for (const key of Object.keys(RULE_FIELDS) as (keyof typeof RULE_FIELDS)[]) {
    const value = body[key];
    const { min, max } = EVERGREEN_LIMITS[key];
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new AppError(400, 'evergreen.invalidNumber', { field: RULE_FIELDS[key], min, max, value: String(value).slice(0, 24) }, key);
    }
  }
  return { enabled: body.enabled, minScore: body.minScore, maxReposts: body.maxReposts, minDays: body.minDays };
}

/**
 * The originals the next round may bring back, least recently seen first: those opted in, and
 * while the rule is on, those whose score is above its minimum.
 */
async function eligiblePosts(ctx: AppContext, workspaceId: string, rule: EvergreenRule): Promise<RepostCandidate[]> {
  const candidates = await listRepostCandidates(ctx.db, workspaceId, rule, new Date(ctx.clock.now()));
  if (!rule.enabled) return candidates.filter((post) => post.evergreen);
  const scores = await contentScores(ctx, workspaceId);
  return candidates.filter((post) => post.evergreen || (scores.get(post.id) ?? -1) > rule.minScore);
}

/** GET /api/planning/evergreen */
export async function getEvergreen(ctx: AppContext, workspaceId: string): Promise<Evergreen> {
  const rule = await findRule(ctx.db, workspaceId);
  const [eligible, counts] = await Promise.all([eligiblePosts(ctx, workspaceId, rule), evergreenCounts(ctx.db, workspaceId)]);
  return {
    rule: { enabled: rule.enabled, minScore: rule.minScore, maxReposts: rule.maxReposts, minDays: rule.minDays },
    eligible: eligible.length,
    optedIn: counts.optedIn,
    reposts: counts.reposts,
    lastRunAt: rule.lastRunAt?.toISOString() ?? null,
  };
}

/** PUT /api/planning/evergreen: every number checked before the rule is written. */
export async function saveEvergreen(ctx: AppContext, workspaceId: string, body: EvergreenRuleBody): Promise<Evergreen> {
  await saveRule(ctx.db, workspaceId, readRule(body), new Date(ctx.clock.now()));
  return getEvergreen(ctx, workspaceId);
}

/** PUT /api/content/:id/evergreen: a published original, opted in or out. */
export async function optInEvergreen(ctx: AppContext, workspaceId: string, id: string, enabled: boolean): Promise<{ item: ContentItem; message: string }> {
  const row = await loadContentRow(ctx, workspaceId, id);
  if (row.repostOf) throw new AppError(400, 'evergreen.isRepost');
  if (row.status !== 'published') throw new AppError(400, 'evergreen.notPublished');
  const saved = await setEvergreen(ctx, workspaceId, id, enabled);
  if (!saved) throw new AppError(409, 'evergreen.notPublished');
  return { item: await contentItemOf(ctx, saved), message: apiMessagesFr[enabled ? 'evergreen.optedIn' : 'evergreen.optedOut'] };
}

/**
 * One round of the workspace: up to EVERGREEN_PER_ROUND eligible originals each get a repost with
 * a fresh text, linked to them and put in the posting queue. A repost the queue cannot take (a
 * network disconnected, no slot) waits in the pending list, where a member decides. Answers the
 * reposts made.
 */
export async function runEvergreenRound(ctx: AppContext, workspaceId: string): Promise<string[]> {
  const rule = await findRule(ctx.db, workspaceId);
  const chosen = (await eligiblePosts(ctx, workspaceId, rule)).slice(0, EVERGREEN_PER_ROUND);
  const timeZone = (await findQueue(ctx.db, workspaceId))?.timeZone ?? DEFAULT_TIME_ZONE;
  const made: string[] = [];
  for (const candidate of chosen) {
    const original = await loadContentRow(ctx, workspaceId, candidate.id);
    const repost = await createRepost(ctx, original, await freshText(ctx, original, candidate.reposts + 1));
    made.push(repost.id);
    try {
      await placeInQueue(ctx, workspaceId, repost.id, timeZone);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      ctx.logger.info({ workspaceId, contentId: repost.id, reason: error.code }, 'republication en attente de validation : la file ne peut pas la prendre');
      await pendRepost(ctx, workspaceId, repost.id);
    }
  }
  await markRun(ctx.db, workspaceId, new Date(ctx.clock.now()));
  return made;
}

/** The hourly round: every workspace with a rule on or a post opted in; one workspace's failure never stops the others. */
export async function runEvergreenRounds(ctx: AppContext): Promise<number> {
  let made = 0;
  for (const workspaceId of await listEvergreenWorkspaces(ctx.db)) {
    try {
      made += (await runEvergreenRound(ctx, workspaceId)).length;
    } catch (error) {
      ctx.logger.error({ workspaceId, err: error }, 'republication intelligente : tour en échec');
    }
  }
  return made;
}
