import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../kit/context.ts';
import type { createGate, FakeAnswer } from '../kit/gate.ts';
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
import { forbidden, invalidRequest, notFound } from './dialect.ts';
import type { TimelineRequest } from './timeline-routes.ts';
import { fieldsOf, publicMetricsOf, tweetNode } from './tweet-routes.ts';

type Gate = ReturnType<typeof createGate>;

/** X usernames: letters, digits and `_`, 15 at most. */
const USERNAME = /^[A-Za-z0-9_]{1,15}$/;

/** Where the X fake is served: its media host's pictures are under it. */
const fakeUrl = (ctx: SandboxContext) => `${ctx.publicUrl}/sandbox/twitter`;

/** A public account as `GET /2/users/…` shows it, with the `user.fields` asked for. */
function userOf(ctx: SandboxContext, account: PublicAccountEntry, fields: string[]) {
  const now = ctx.clock.now();
  const optional: Record<string, unknown> = {
    description: account.seed.bio,
    profile_image_url: publicAvatarUrl(ctx.publicUrl, account),
    protected: false,
    verified: false,
    created_at: '2015-03-02T09:00:00.000Z',
    public_metrics: { followers_count: publicFollowers(account, now), following_count: 214, tweet_count: publicPostCount(account, now), listed_count: 3 },
  };
  const chosen = fields.filter((field) => field in optional).map((field) => [field, optional[field]]);
  return { id: account.id, name: account.seed.name, username: account.handle, ...Object.fromEntries(chosen) };
}

/** A photo, or a video's still: the media key says which (`3_` photos, `7_` videos, as X numbers them). */
const mediaKeyOf = (post: PublicPostEntry) => `${post.format === 'reel' ? 7 : 3}_${post.id}`;

function mediaOf(ctx: SandboxContext, account: PublicAccountEntry, post: PublicPostEntry, fields: string[]) {
  const picture = publicPictureUrl(fakeUrl(ctx), account, post.day);
  const video = post.format === 'reel';
  const optional: Record<string, unknown> = {
    url: video ? undefined : picture,
    preview_image_url: video ? picture : undefined,
    width: 1080,
    height: 1080,
    duration_ms: video ? 28_000 : undefined,
  };
  const chosen = fields.filter((field) => optional[field] !== undefined).map((field) => [field, optional[field]]);
  return { media_key: mediaKeyOf(post), type: video ? 'video' : 'photo', ...Object.fromEntries(chosen) };
}

const tokenOf = (day: number) => `pa${day.toString(36)}`;
const dayOfToken = (token: string) => (/^pa[0-9a-z]{1,6}$/.test(token) ? parseInt(token.slice(2), 36) : NaN);

/**
 * A public account's timeline: its posts at the sandbox's time, with their figures, pictures
 * (`attachments` and, when expanded, `includes.media`) and `next_token`.
 */
export function publicTimelineAnswer(
  ctx: SandboxContext,
  account: PublicAccountEntry,
  asked: TimelineRequest,
  query: Record<string, string | undefined>,
): { refusal: FakeAnswer } | { data?: object[]; includes?: object; meta: object } {
  const beforeDay = asked.after === null ? null : dayOfToken(asked.after);
  if (Number.isNaN(beforeDay)) return { refusal: invalidRequest(`The \`pagination_token\` query parameter value [${asked.after}] is not valid`, 'pagination_token') };
  const page = publicTimeline(account, ctx.clock.now(), { since: asked.since?.getTime(), until: asked.until?.getTime(), beforeDay, limit: asked.max });
  if (page.posts.length === 0) return { meta: { result_count: 0 } };
  const fields = fieldsOf(query['tweet.fields']);
  const withMedia = page.posts.filter((post) => post.withPicture);
  const expanded = fieldsOf(query.expansions).includes('attachments.media_keys') && withMedia.length > 0;
  const data = page.posts.map((post) =>
    tweetNode(
      post.id,
      post.seed.text,
      {
        author_id: account.id,
        created_at: new Date(post.publishedAt).toISOString(),
        conversation_id: post.id,
        lang: 'fr',
        public_metrics: publicMetricsOf(post.figures),
        attachments: post.withPicture ? { media_keys: [mediaKeyOf(post)] } : undefined,
      },
      fields,
    ),
  );
  return {
    data,
    ...(expanded ? { includes: { media: withMedia.map((post) => mediaOf(ctx, account, post, fieldsOf(query['media.fields']))) } } : {}),
    meta: {
      result_count: page.posts.length,
      newest_id: page.posts[0]!.id,
      oldest_id: page.posts[page.posts.length - 1]!.id,
      ...(page.nextDay === null ? {} : { next_token: tokenOf(page.nextDay) }),
    },
  };
}

/**
 * `GET /2/users/by/username/{username}`: the sandbox's public accounts, which any signed-in user
 * may look up. An unknown username is a 200 with a "Not Found Error" only, as X answers.
 */
export function publicAccountRoutes(scope: FastifyInstance, ctx: SandboxContext, gate: Gate) {
  scope.get<{ Params: { username: string }; Querystring: Record<string, string | undefined> }>('/2/users/by/username/:username', async (request, reply) => {
    const caller = await gate.enter(request, reply, 'public_account');
    if (!caller) return reply;
    if (!caller.scope.split(' ').includes('users.read')) return gate.send(reply, forbidden('Missing scope users.read'));
    const username = request.params.username;
    if (!USERNAME.test(username)) return gate.send(reply, invalidRequest(`The \`username\` query parameter value [${username}] does not match ^[A-Za-z0-9_]{1,15}$`, 'username'));
    const account = findPublicAccount('twitter', username);
    if (!account) return notFound(username, 'username', 'user');
    return { data: userOf(ctx, account, fieldsOf(request.query['user.fields'])) };
  });
}
