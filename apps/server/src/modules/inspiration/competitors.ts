import { frenchMessage, INSPIRATION_LIMITS, NETWORK_NAMES, WATCHED_NETWORKS, type Competitor, type CompetitorPost, type Competitors, type WatchedNetwork } from '@publia/shared';
import { textWriterFor } from '../../ai/write-text.ts';
import type { AppContext } from '../../core/context/app-context.ts';
import { DEFAULT_TIME_ZONE } from '../../core/auth/service.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { isNetworkError } from '../../networks/network-error.ts';
import type { PublicAccount } from '../../networks/types.ts';
import { listAccounts, withFreshToken } from '../social-accounts/service.ts';
import { analyseLocally, analysisPrompt, interactionsOf, medianInteractions, type PostFacts } from './competitor-analysis.ts';
import {
  countCompetitors,
  deleteCompetitor,
  insertCompetitor,
  listCompetitorPosts,
  listCompetitors,
  trimPosts,
  updateCompetitor,
  upsertPosts,
  type CompetitorPostWithAccount,
  type CompetitorRow,
} from './competitors-repository.ts';

/** A model's analysis is worth a few seconds; the best posts of each account get one. */
const ANALYSIS_TIMEOUT_MS = 15_000;
const ANALYSED_BY_MODEL = 3;
/** Posts kept per account: what the page shows, and a little history. */
const POSTS_KEPT = 30;
/** What each network accepts as an account name: Instagram's 30 characters with dots, X's 15 without. */
const HANDLES: Record<WatchedNetwork, RegExp> = { instagram: /^[A-Za-z0-9._]{1,30}$/, twitter: /^[A-Za-z0-9_]{1,15}$/ };

const isWatched = (value: string): value is WatchedNetwork => (WATCHED_NETWORKS as readonly string[]).includes(value);

export function competitorPostView(row: CompetitorPostWithAccount): CompetitorPost {
  const interactions = interactionsOf(row);
  return {
    id: row.id,
    competitorId: row.competitorId,
    network: row.network as WatchedNetwork,
    handle: row.handle,
    url: row.url,
    text: row.text,
    imageUrl: row.imageUrl,
    publishedAt: row.publishedAt.toISOString(),
    likes: row.likes,
    comments: row.comments,
    shares: row.shares,
    engagementRate: row.followers ? Math.round((interactions / row.followers) * 10_000) / 100 : null,
    analysis: row.analysis,
    savedIdeaId: row.savedIdeaId,
  };
}

function competitorView(row: CompetitorRow, posts: CompetitorPost[]): Competitor {
  return {
    id: row.id,
    network: row.network as WatchedNetwork,
    handle: row.handle,
    displayName: row.displayName,
    pictureUrl: row.pictureUrl,
    followers: row.followers,
    status: row.status as Competitor['status'],
    error: row.errorReason,
    refreshedAt: row.refreshedAt?.toISOString() ?? null,
    posts,
  };
}

/** The workspace's connected, usable account of a network: the watch reads other accounts with its token. */
async function readerOf(ctx: AppContext, workspaceId: string, network: WatchedNetwork) {
  const accounts = await listAccounts(ctx, workspaceId);
  return accounts.find((account) => account.platform === network && account.isConnected && account.status === 'active') ?? null;
}

export async function getCompetitors(ctx: AppContext, workspaceId: string): Promise<Competitors> {
  const [rows, accounts] = await Promise.all([listCompetitors(ctx.db, workspaceId), listAccounts(ctx, workspaceId)]);
  // Every kept post (at most POSTS_KEPT per account), so that an account posting less often than the
  // others still shows its own latest ones.
  const posts = await listCompetitorPosts(ctx.db, workspaceId, { limit: Math.max(1, rows.length * POSTS_KEPT) });
  return {
    competitors: rows.map((row) =>
      competitorView(
        row,
        posts
          .filter((post) => post.competitorId === row.id)
          .slice(0, INSPIRATION_LIMITS.competitorPosts)
          .map(competitorPostView),
      ),
    ),
    networks: WATCHED_NETWORKS.map((network) => ({
      network,
      connected: accounts.some((account) => account.platform === network && account.isConnected && account.status === 'active'),
    })),
  };
}

/** Why the model (or the local writer) thinks each post works; the model for the best few only. */
async function analyses(ctx: AppContext, facts: PostFacts[]): Promise<string[]> {
  const local = facts.map(analyseLocally);
  const writer = textWriterFor(ctx.config);
  if (!writer) return local;
  const best = facts
    .map((fact, index) => ({ index, interactions: interactionsOf(fact) }))
    .sort((a, b) => b.interactions - a.interactions)
    .slice(0, ANALYSED_BY_MODEL);
  await Promise.all(
    best.map(async ({ index }) => {
      try {
        const fact = facts[index] as PostFacts;
        local[index] = await writer.write(analysisPrompt(fact), AbortSignal.timeout(Math.min(ctx.config.generation.timeoutMs, ANALYSIS_TIMEOUT_MS)));
      } catch (error) {
        ctx.logger.warn({ provider: writer.name, reason: error instanceof Error ? error.message : String(error) }, 'competitor analysis: provider failed, local writer used');
      }
    }),
  );
  return local;
}

/** The facts of each public post, compared with the account's own usual figures. */
export function factsOf(account: PublicAccount, network: WatchedNetwork): PostFacts[] {
  const usual = medianInteractions(account.posts);
  return account.posts.map((post) => ({
    network,
    handle: account.handle,
    text: post.text,
    hasImage: Boolean(post.imageUrl),
    publishedAt: new Date(post.publishedAt),
    likes: post.likes,
    comments: post.comments,
    shares: post.shares,
    usualInteractions: usual,
    timeZone: DEFAULT_TIME_ZONE,
  }));
}

/** What reading an account failed with, in French. */
function failureReason(network: WatchedNetwork, error: unknown): string {
  const reason = isNetworkError(error) ? error.message : String(error instanceof Error ? error.name : error);
  return frenchMessage('inspiration.competitorFailed', { platform: NETWORK_NAMES[network], reason }).slice(0, 500);
}

/**
 * Reads a watched account's profile and recent posts again with a connected account of its network
 * and keeps them (new posts added, known ones' figures updated); a failure is recorded on the
 * account with its reason and never thrown. Answers whether the account exists.
 */
export async function refreshCompetitor(ctx: AppContext, row: CompetitorRow): Promise<boolean> {
  const network = row.network as WatchedNetwork;
  const now = new Date(ctx.clock.now());
  const reader = await readerOf(ctx, row.workspaceId, network);
  if (!reader) {
    await updateCompetitor(ctx.db, row.id, { status: 'error', errorReason: frenchMessage('inspiration.noReader', { platform: NETWORK_NAMES[network] }), refreshedAt: now });
    return true;
  }
  let account: PublicAccount | null;
  try {
    const client = ctx.networks.client(network);
    if (!client.publicAccount) throw new Error(`${network}: no public account reading`);
    const read = client.publicAccount.bind(client);
    account = await withFreshToken(ctx, { workspaceId: row.workspaceId, id: reader.id }, (credentials) =>
      read(credentials, { handle: row.handle, limit: INSPIRATION_LIMITS.competitorPosts }),
    );
  } catch (error) {
    if (!isNetworkError(error)) ctx.logger.warn({ err: error, competitor: row.id }, 'competitor refresh failed');
    await updateCompetitor(ctx.db, row.id, { status: 'error', errorReason: failureReason(network, error), refreshedAt: now });
    return true;
  }
  if (!account) {
    await updateCompetitor(ctx.db, row.id, {
      status: 'error',
      errorReason: frenchMessage('inspiration.competitorNotFound', { handle: row.handle, platform: NETWORK_NAMES[network] }),
      refreshedAt: now,
    });
    return false;
  }
  const facts = factsOf(account, network);
  const written = await analyses(ctx, facts);
  await upsertPosts(
    ctx.db,
    row.id,
    account.posts.map((post, index) => ({
      externalId: post.externalId,
      url: post.url,
      text: post.text,
      imageUrl: post.imageUrl,
      publishedAt: new Date(post.publishedAt),
      likes: post.likes,
      comments: post.comments,
      shares: post.shares,
      analysis: written[index] ?? '',
    })),
    now,
  );
  await trimPosts(ctx.db, row.id, POSTS_KEPT);
  await updateCompetitor(ctx.db, row.id, {
    status: 'ok',
    errorReason: null,
    refreshedAt: now,
    displayName: account.displayName,
    pictureUrl: account.pictureUrl,
    followers: account.followers,
  });
  return true;
}

/**
 * Watches a public account: the network must be one whose API lets an account read others, the
 * workspace must have a connected account there, and the account must exist (it is read at once).
 */
export async function addCompetitor(ctx: AppContext, workspaceId: string, body: { network: string; handle: string }): Promise<Competitor> {
  if (!isWatched(body.network)) throw new AppError(400, 'inspiration.unknownNetwork', { value: body.network.slice(0, 40) }, 'network');
  const network = body.network;
  const platform = NETWORK_NAMES[network];
  const handle = body.handle.trim().replace(/^@/, '');
  if (!HANDLES[network].test(handle)) {
    throw new AppError(400, 'inspiration.handleInvalid', { handle: handle.slice(0, 40), platform }, 'handle');
  }
  if (!(await readerOf(ctx, workspaceId, network))) throw new AppError(409, 'inspiration.noReader', { platform }, 'network');
  if ((await countCompetitors(ctx.db, workspaceId)) >= INSPIRATION_LIMITS.competitorsMax) {
    throw new AppError(409, 'inspiration.tooManyCompetitors', { max: INSPIRATION_LIMITS.competitorsMax }, 'handle');
  }
  const row = await insertCompetitor(ctx.db, { workspaceId, network, handle: handle.toLowerCase() });
  if (!row) throw new AppError(409, 'inspiration.competitorExists', { handle, platform }, 'handle');
  if (!(await refreshCompetitor(ctx, row))) {
    await deleteCompetitor(ctx.db, workspaceId, row.id);
    throw new AppError(404, 'inspiration.competitorNotFound', { handle, platform }, 'handle');
  }
  const view = await getCompetitors(ctx, workspaceId);
  const added = view.competitors.find((competitor) => competitor.id === row.id);
  // A read that failed for another reason (a rate limit, the network down) keeps the account, marked
  // in error with its reason, as a later round's failure would: « Actualiser » tries again.
  if (!added) throw new AppError(404, 'inspiration.competitorGone');
  return added;
}

export async function removeCompetitor(ctx: AppContext, workspaceId: string, id: string): Promise<void> {
  if (!isUuid(id) || !(await deleteCompetitor(ctx.db, workspaceId, id))) throw new AppError(404, 'inspiration.competitorGone');
}

/** « Actualiser »: every watched account read again now. */
export async function refreshCompetitors(ctx: AppContext, workspaceId: string): Promise<Competitors> {
  for (const row of await listCompetitors(ctx.db, workspaceId)) await refreshCompetitor(ctx, row);
  return getCompetitors(ctx, workspaceId);
}
