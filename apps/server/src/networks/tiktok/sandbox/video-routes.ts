import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../lib/context.ts';
import type { createGate } from '../../sandbox/gate.ts';
import { renderPostPage } from '../../sandbox/pages.ts';
import { findPost } from '../../sandbox/posts.ts';
import { apiError, ok } from './dialect.ts';

type Gate = ReturnType<typeof createGate>;

const VIDEO_FIELDS = ['id', 'title', 'create_time', 'cover_image_url', 'share_url', 'duration', 'like_count', 'comment_count', 'share_count', 'view_count'];

export function videoRoutes(scope: FastifyInstance, ctx: AppContext, gate: Gate) {
  /** The creator's own videos only, with the fields asked for (scope video.list). */
  scope.post<{ Querystring: { fields?: string }; Body: { filters?: { video_ids?: unknown } } }>('/v2/video/query/', async (request, reply) => {
    const caller = await gate.enter(request, reply, 'metrics');
    if (!caller) return reply;
    if (!caller.scope.split(',').includes('video.list')) return gate.send(reply, apiError(401, 'scope_not_authorized', 'video.list is not authorized.'));
    const fields = (request.query.fields ?? '').split(',').filter(Boolean);
    const ids = request.body?.filters?.video_ids;
    if (fields.length === 0 || fields.some((field) => !VIDEO_FIELDS.includes(field))) return gate.send(reply, apiError(400, 'invalid_params', 'Invalid fields.'));
    if (!Array.isArray(ids) || ids.length === 0 || ids.length > 20) return gate.send(reply, apiError(400, 'invalid_params', 'filters.video_ids must hold 1 to 20 ids.'));
    const posts = await Promise.all(ids.map((id) => findPost(ctx.db, 'tiktok', String(id))));
    const base = `${ctx.config.publicUrl}/sandbox/tiktok`;
    const videos = posts
      .filter((post) => post && post.userId === caller.userId)
      .map((post) => {
        const values: Record<string, unknown> = {
          id: post!.id,
          title: post!.text,
          create_time: Math.floor(Date.parse(post!.createdAt) / 1000),
          cover_image_url: `${ctx.config.publicUrl}/sandbox/avatar/${encodeURIComponent(post!.username)}.svg`,
          share_url: `${base}/@${encodeURIComponent(post!.username)}/video/${post!.id}`,
          duration: 30,
          like_count: post!.metrics.likes,
          comment_count: post!.metrics.comments,
          share_count: post!.metrics.shares,
          view_count: post!.metrics.impressions,
        };
        return Object.fromEntries(fields.map((field) => [field, values[field]]));
      });
    return ok({ videos, cursor: 0, has_more: false });
  });

  /** www.tiktok.com/@{username}/video/{id}: where "Voir sur le réseau" leads. */
  scope.get<{ Params: { username: string; id: string } }>('/@:username/video/:id', async (request, reply) => {
    const post = await findPost(ctx.db, 'tiktok', request.params.id);
    const found = post && post.username === request.params.username ? post : null;
    return reply.code(found ? 200 : 404).type('text/html; charset=utf-8').send(renderPostPage('tiktok', found));
  });
}
