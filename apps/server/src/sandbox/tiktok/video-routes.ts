import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../kit/context.ts';
import type { createGate } from '../kit/gate.ts';
import { renderPostPage } from '../kit/pages.ts';
import { findPost, findPosts, timeline, type SandboxPost } from '../kit/posts.ts';
import { apiError, ok } from './dialect.ts';

type Gate = ReturnType<typeof createGate>;

const VIDEO_FIELDS = ['id', 'title', 'video_description', 'create_time', 'cover_image_url', 'share_url', 'duration', 'like_count', 'comment_count', 'share_count', 'view_count'];

export function videoRoutes(scope: FastifyInstance, ctx: SandboxContext, gate: Gate) {
  const base = `${ctx.publicUrl}/sandbox/tiktok`;

  /** A video as the Display API gives it, with the fields asked for; its counts from its audience now. */
  async function videoOf(post: SandboxPost, fields: string[]) {
    const figures = await ctx.audience.figures(post);
    const values: Record<string, unknown> = {
      id: post.id,
      // A photo post has a title of its own; a video's caption is its title.
      title: post.title ?? post.text,
      video_description: post.text,
      create_time: Math.floor(Date.parse(post.createdAt) / 1000),
      cover_image_url: `${ctx.publicUrl}/sandbox/avatar/${encodeURIComponent(post.username)}.svg`,
      share_url: `${base}/@${encodeURIComponent(post.username)}/${post.mediaType === 'image' ? 'photo' : 'video'}/${post.id}`,
      duration: 30,
      like_count: figures.likes,
      comment_count: figures.comments,
      share_count: figures.shares,
      view_count: figures.impressions,
    };
    return Object.fromEntries(fields.map((field) => [field, values[field]]));
  }

  /** The creator's own videos only, with the fields asked for (scope video.list). */
  scope.post<{ Querystring: { fields?: string }; Body: { filters?: { video_ids?: unknown } } }>('/v2/video/query/', async (request, reply) => {
    const caller = await gate.enter(request, reply, 'metrics');
    if (!caller) return reply;
    if (!caller.scope.split(',').includes('video.list')) return gate.send(reply, apiError(401, 'scope_not_authorized', 'video.list is not authorized.'));
    const fields = (request.query.fields ?? '').split(',').filter(Boolean);
    const ids = request.body?.filters?.video_ids;
    if (fields.length === 0 || fields.some((field) => !VIDEO_FIELDS.includes(field))) return gate.send(reply, apiError(400, 'invalid_params', 'Invalid fields.'));
    if (!Array.isArray(ids) || ids.length === 0 || ids.length > 20) return gate.send(reply, apiError(400, 'invalid_params', 'filters.video_ids must hold 1 to 20 ids.'));
    const posts = await findPosts(ctx.db, 'tiktok', ids.map(String));
    // A removed video (or another creator's) is simply not in the answer.
    const videos = await Promise.all(posts.filter((post): post is SandboxPost => !!post && post.userId === caller.userId).map((post) => videoOf(post, fields)));
    return ok({ videos, cursor: 0, has_more: false });
  });

  /**
   * The creator's videos, newest first: `max_count` (20 at most) created before `cursor`, a UTC
   * time in milliseconds; the answer's cursor is the time of the last one given.
   */
  scope.post<{ Querystring: { fields?: string }; Body: { max_count?: unknown; cursor?: unknown } }>('/v2/video/list/', async (request, reply) => {
    const caller = await gate.enter(request, reply, 'recent');
    if (!caller) return reply;
    if (!caller.scope.split(',').includes('video.list')) return gate.send(reply, apiError(401, 'scope_not_authorized', 'video.list is not authorized.'));
    const fields = (request.query.fields ?? '').split(',').filter(Boolean);
    if (fields.length === 0 || fields.some((field) => !VIDEO_FIELDS.includes(field))) return gate.send(reply, apiError(400, 'invalid_params', 'Invalid fields.'));
    const { max_count: maxCount = 10, cursor } = request.body ?? {};
    if (typeof maxCount !== 'number' || !Number.isInteger(maxCount) || maxCount < 1 || maxCount > 20)
      return gate.send(reply, apiError(400, 'invalid_params', 'max_count must be between 1 and 20.'));
    if (cursor !== undefined && (typeof cursor !== 'number' || !Number.isInteger(cursor) || cursor < 0))
      return gate.send(reply, apiError(400, 'invalid_params', 'cursor must be a UTC timestamp in milliseconds.'));
    const page = await timeline(ctx.db, 'tiktok', caller.userId, { until: cursor ? new Date(cursor) : null, limit: maxCount });
    const last = page.posts[page.posts.length - 1];
    return ok({
      videos: await Promise.all(page.posts.map((post) => videoOf(post, fields))),
      cursor: last ? Date.parse(last.createdAt) : (cursor ?? 0),
      has_more: page.next !== null,
    });
  });

  /**
   * www.tiktok.com/@{username}/video/{id} and, for a photo post, /photo/{id}: where "Voir sur le
   * réseau" leads. Several photos show as TikTok's carousel.
   */
  for (const kind of ['video', 'photo'] as const) {
    scope.get<{ Params: { username: string; id: string } }>(`/@:username/${kind}/:id`, async (request, reply) => {
      const post = await findPost(ctx.db, 'tiktok', request.params.id);
      const found = post && post.username === request.params.username && (post.mediaType === 'image') === (kind === 'photo') ? post : null;
      return reply
        .code(found ? 200 : 404)
        .type('text/html; charset=utf-8')
        .send(await renderPostPage('tiktok', found, ctx.audience));
    });
  }
}
