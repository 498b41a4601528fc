import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { absoluteLink, graph, node } from '../meta/graph.ts';
import { count, graphId } from '../meta/graph-shapes.ts';
import { isNetworkError } from '../network-error.ts';
import { figure } from '../post-metrics.ts';
import { isoTime } from '../recent-posts.ts';
import type { AccountCredentials, PublicAccount, PublicPost } from '../types.ts';

/**
 * Instagram usernames: letters, digits, periods and underscores, 30 at most. Anything else names
 * no account — and must never reach the field expression the username is written into.
 */
const USERNAME = /^[A-Za-z0-9._]{1,30}$/;

/** Graph gives at most 100 items of an edge at once; a watch reads the latest posts, not an archive. */
const MAX_MEDIA = 100;

const MEDIA_FIELDS = 'id,caption,like_count,comments_count,media_url,thumbnail_url,media_type,permalink,timestamp';

const discoveredMedia = z.object({
  id: graphId,
  caption: z.string().optional(),
  // Absent when the owner hides the count of likes.
  like_count: count.optional(),
  comments_count: count.optional(),
  // Absent from a video with copyrighted music; a video's picture is its thumbnail.
  media_url: z.string().optional(),
  thumbnail_url: z.string().optional(),
  media_type: z.string().optional(),
  permalink: z.string(),
  timestamp: z.string(),
});

const discoveryAnswer = z.object({
  business_discovery: z.object({
    username: z.string().min(1),
    name: z.string().optional(),
    profile_picture_url: z.string().optional(),
    followers_count: count.optional(),
    media: z.object({ data: z.array(discoveredMedia) }).optional(),
  }),
});

type DiscoveredMedia = z.infer<typeof discoveredMedia>;

/**
 * Graph's "Invalid user id" (code 110, subcode 2207013 "Cannot find User"): no professional
 * account has that username — none at all, or a personal one, which Business Discovery cannot see.
 */
function isUnknownUsername(error: unknown): boolean {
  if (!isNetworkError(error)) return false;
  const [code, subcode] = String(error.details.code ?? '').split('/');
  return code === '110' || subcode === '2207013';
}

const postOf = (context: NetworkContext, media: DiscoveredMedia): PublicPost => ({
  externalId: media.id,
  url: absoluteLink(context, media.permalink),
  text: media.caption ?? '',
  publishedAt: isoTime('instagram', media.timestamp),
  imageUrl: (media.media_type === 'VIDEO' ? media.thumbnail_url : media.media_url) ?? null,
  likes: figure(media.like_count),
  comments: figure(media.comments_count),
  shares: null,
});

/**
 * Another professional account's profile and latest media through Business Discovery: a field of
 * the caller's own Instagram account (`/{ig-user-id}?fields=business_discovery.username(…){…}`).
 */
export async function publicAccount(context: NetworkContext, account: AccountCredentials, input: { handle: string; limit: number }): Promise<PublicAccount | null> {
  if (!USERNAME.test(input.handle)) return null;
  const limit = Math.min(MAX_MEDIA, Math.max(1, Math.floor(input.limit)));
  const fields = `business_discovery.username(${input.handle}){username,name,profile_picture_url,followers_count,media.limit(${limit}){${MEDIA_FIELDS}}}`;
  let found: z.infer<typeof discoveryAnswer>['business_discovery'];
  try {
    found = (await graph(context, { path: node(account.externalId), query: { fields }, bearer: account.accessToken }, discoveryAnswer)).business_discovery;
  } catch (error) {
    if (isUnknownUsername(error)) return null;
    throw error;
  }
  return {
    handle: found.username,
    displayName: found.name || null,
    pictureUrl: found.profile_picture_url ?? null,
    followers: figure(found.followers_count),
    // The media edge is newest first, `limit` at most.
    posts: (found.media?.data ?? []).map((media) => postOf(context, media)),
  };
}
