import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { readEachPost, readTogether } from '../post-metrics.ts';
import { readAnswer } from '../read-answer.ts';
import type { AccountCredentials, AccountMetrics, PostMetrics, PostMetricsReading } from '../types.ts';
import { linkedinApi, urnPath } from './api.ts';
import { authorOf, isOrganization } from './identity.ts';
import { pageFollowers } from './organizations.ts';
import { pagePostMetrics } from './page-metrics.ts';

/** The member post analytics Publia reads (`memberCreatorPostAnalytics`, scope r_member_postAnalytics). */
const QUERY_TYPES = ['IMPRESSION', 'MEMBERS_REACHED', 'REACTION', 'COMMENT', 'RESHARE'] as const;
type QueryType = (typeof QUERY_TYPES)[number];

const countsSchema = z.object({ elements: z.array(z.object({ count: z.number().nullish() })) });

/** The finder's `entity` is a Rest.li union: `(share:{urn})` or `(ugcPost:{urn})`, the URN encoded. */
const entityOf = (urn: string) => `(${urn.startsWith('urn:li:ugcPost:') ? 'ugcPost' : 'share'}:${urnPath(urn)})`;

/**
 * One figure of one post: the finder answers one metric type per call. Built as a path so that
 * the union's parentheses and colon reach LinkedIn as Rest.li 2.0 wants them, unencoded.
 */
async function total(context: NetworkContext, account: AccountCredentials, urn: string, queryType: QueryType): Promise<number> {
  const answer = await linkedinApi(context, {
    method: 'GET',
    path: `/rest/memberCreatorPostAnalytics?q=entity&entity=${entityOf(urn)}&queryType=${queryType}&aggregation=TOTAL`,
    bearer: account.accessToken,
  });
  // TOTAL aggregates into one element; none means nothing was counted yet.
  return readAnswer('linkedin', countsSchema, answer).elements.reduce((sum, element) => sum + (element.count ?? 0), 0);
}

/**
 * A member's post: impressions, members reached, reactions, comments and reshares. LinkedIn gives
 * no saves nor clicks for a member's post.
 */
async function onePost(context: NetworkContext, account: AccountCredentials, urn: string): Promise<PostMetrics> {
  const [impressions, reach, likes, comments, shares] = await readTogether<number[]>(QUERY_TYPES.map((type) => total(context, account, urn, type)));
  return { impressions: impressions!, reach: reach!, likes: likes!, comments: comments!, shares: shares!, saves: null, clicks: null };
}

/**
 * Each post read on its own (the member's finder takes one entity, and a Page's statistics are
 * asked per post so that a removed one answers its own 404: `gone`).
 */
export function postMetrics(context: NetworkContext, account: AccountCredentials, urns: string[]): Promise<PostMetricsReading[]> {
  const author = authorOf(account);
  if (isOrganization(author)) return readEachPost(urns, (urn) => pagePostMetrics(context, account.accessToken, author, urn));
  return readEachPost(urns, (urn) => onePost(context, account, urn));
}

const followersSchema = z.object({ elements: z.array(z.object({ memberFollowersCount: z.number().nullish() })) });

/** A Page's followers (`networkSizes`), or the member's: `memberFollowersCount?q=me`, now (without a date range). */
export async function accountMetrics(context: NetworkContext, account: AccountCredentials): Promise<AccountMetrics> {
  const author = authorOf(account);
  if (isOrganization(author)) return { followers: await pageFollowers(context, account.accessToken, author) };
  return { followers: await memberFollowers(context, account.accessToken) };
}

/** The member's followers now (`memberFollowersCount?q=me`, lifetime), null when LinkedIn gives none. */
export async function memberFollowers(context: NetworkContext, token: string): Promise<number | null> {
  const answer = await linkedinApi(context, { method: 'GET', path: '/rest/memberFollowersCount', query: { q: 'me' }, bearer: token });
  return readAnswer('linkedin', followersSchema, answer).elements[0]?.memberFollowersCount ?? null;
}
