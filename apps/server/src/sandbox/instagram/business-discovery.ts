import type { GraphError } from '../../networks/meta/errors.ts';
import {
  findPublicAccount,
  publicAvatarUrl,
  publicFollowers,
  publicPictureUrl,
  publicPostCount,
  publicTimeline,
  type PublicAccountEntry,
  type PublicPostEntry,
} from '../kit/public-accounts.ts';
import { parseFieldExpression, type FieldNode } from '../meta/field-expression.ts';
import { GRAPH_ERRORS, graphTime } from '../meta/graph-answers.ts';
import type { GraphFake } from '../meta/guard.ts';
import { pickFields } from '../meta/params.ts';
import { shortcodeOfId } from './store.ts';

/** Graph's page size of an edge without `limit`, and the most it gives at once. */
const DEFAULT_LIMIT = 25;
const MAX_LIMIT = 100;

const namesOf = (fields: FieldNode[] | null, defaults: string[]) => new Set(['id', ...(fields?.map((field) => field.name) ?? defaults)]);

const cursorOf = (day: number) => Buffer.from(`day:${day}`).toString('base64url');
const dayOfCursor = (cursor: string) => Number(/^day:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString())?.[1] ?? NaN);

function mediaNode(fake: GraphFake, account: PublicAccountEntry, post: PublicPostEntry) {
  const reel = post.format === 'reel';
  const picture = publicPictureUrl(fake.siteUrl, account, post.day);
  return {
    id: post.id,
    caption: post.seed.text,
    like_count: post.figures.likes,
    comments_count: post.figures.comments,
    media_type: reel ? 'VIDEO' : post.format === 'carousel' ? 'CAROUSEL_ALBUM' : 'IMAGE',
    media_product_type: reel ? 'REELS' : 'FEED',
    // The sandbox has no video files: a Reel shows its still only, as Graph does for one whose music is under copyright.
    media_url: reel ? undefined : picture,
    thumbnail_url: reel ? picture : undefined,
    permalink: `${fake.siteUrl}/${reel ? 'reel' : 'p'}/${shortcodeOfId(post.id)}/`,
    timestamp: graphTime(new Date(post.publishedAt)),
    username: account.handle,
  };
}

/** The `media` edge of the account: `limit(n)` and `after(cursor)` as Graph reads them on a nested edge. */
function mediaEdge(fake: GraphFake, account: PublicAccountEntry, edge: FieldNode, now: number): { data: object[]; paging?: object } | { error: GraphError } {
  const limit = edge.modifiers.limit === undefined ? DEFAULT_LIMIT : Number(edge.modifiers.limit);
  if (!Number.isInteger(limit) || limit < 1) return { error: GRAPH_ERRORS.invalidParam('The parameter limit must be a positive integer') };
  const beforeDay = edge.modifiers.after === undefined ? null : dayOfCursor(edge.modifiers.after);
  if (Number.isNaN(beforeDay)) return { error: GRAPH_ERRORS.invalidParam('The after cursor is invalid') };
  const page = publicTimeline(account, now, { beforeDay, limit: Math.min(limit, MAX_LIMIT) });
  const fields = namesOf(edge.fields, ['id']);
  const data = page.posts.map((post) => pickFields(mediaNode(fake, account, post), fields));
  if (data.length === 0) return { data };
  const cursors = { before: cursorOf(page.posts[0]!.day + 1), after: cursorOf(page.posts[page.posts.length - 1]!.day) };
  return { data, paging: { cursors } };
}

/**
 * `business_discovery.username(…){…}`, a field of the caller's own professional account: another
 * professional account's public profile and media, from the sandbox's catalogue of public
 * accounts. A username it does not hold is Graph's "Invalid user id" (code 110).
 */
export function businessDiscovery(fake: GraphFake, fieldsParam: string): { node: object } | { error: GraphError } {
  const field = parseFieldExpression(fieldsParam)?.find((candidate) => candidate.name === 'business_discovery');
  if (!field) return { error: GRAPH_ERRORS.invalidParam('Syntax error in the fields parameter') };
  const username = field.modifiers.username;
  if (!username) return { error: GRAPH_ERRORS.missingParam('username') };
  const account = findPublicAccount('instagram', username);
  if (!account) return { error: GRAPH_ERRORS.unknownUsername(username) };
  const now = fake.clock.now();
  const asked = field.fields ?? [];
  const media = asked.find((candidate) => candidate.name === 'media');
  const edge = media ? mediaEdge(fake, account, media, now) : undefined;
  if (edge && 'error' in edge) return { error: edge.error };
  const node = {
    id: account.id,
    username: account.handle,
    name: account.seed.name,
    biography: account.seed.bio,
    profile_picture_url: publicAvatarUrl(fake.publicUrl, account),
    followers_count: publicFollowers(account, now),
    follows_count: 312,
    media_count: publicPostCount(account, now),
    media: edge,
  };
  return { node: pickFields(node, namesOf(field.fields, ['id'])) };
}
