import { apiMessagesFr, linksEndpoints as endpoints } from '@publia/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../core/context/app-context.ts';
import { serve } from '../../http/endpoint.ts';
import { authOf } from '../../http/require-auth.ts';
import { setPageHeaders } from '../../http/security-headers.ts';
import { bioPage, followShortLink, getBio, getLinkSettings, linkDetail, notFoundPage, saveBio, saveLinkSettings, shortenLink } from './service.ts';

const notFound = (ctx: AppContext, reply: FastifyReply) =>
  setPageHeaders(reply)
    .code(404)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(notFoundPage(`${ctx.config.publicUrl}/`));

/** The short links' redirect (`/l/:code`, public) and their settings (`/api/links/*`). */
export function linksRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get<{ Params: { code: string } }>('/l/:code', { config: { permission: 'public' } }, async (request, reply) => {
      const target = await followShortLink(ctx, request.params.code, { userAgent: request.headers['user-agent'], counted: request.method === 'GET' });
      if (!target) return notFound(ctx, reply);
      // 302 and no-store: every visit comes back here to be counted, none is answered from a cache.
      return reply.code(302).header('cache-control', 'no-store').header('location', target).send();
    });
    // Whatever else is under /l/ (an empty code, a path, `//host`) names no link.
    app.get('/l/*', { config: { permission: 'public' } }, async (_request, reply) => notFound(ctx, reply));
    app.get('/l', { config: { permission: 'public' } }, async (_request, reply) => notFound(ctx, reply));
    app.get<{ Params: { name: string } }>('/b/:name', { config: { permission: 'public' } }, async (request, reply) => {
      const page = await bioPage(ctx, request.params.name);
      if (!page) return notFound(ctx, reply);
      // Short: a new post shows within a minute, and a crowd of visitors reads the page from caches.
      return setPageHeaders(reply).header('cache-control', 'public, max-age=60').type('text/html; charset=utf-8').send(page);
    });

    serve(app, endpoints.settings, async ({ request }) => ({ data: await getLinkSettings(ctx, authOf(request).workspace.id) }));
    serve(app, endpoints.saveSettings, async ({ request, body }) => ({
      message: apiMessagesFr['links.settingsSaved'],
      data: await saveLinkSettings(ctx, authOf(request), body, request.ip),
    }));
    serve(app, endpoints.shorten, async ({ request, body }) => ({ data: await shortenLink(ctx, authOf(request), body.url) }));
    serve(app, endpoints.bio, async ({ request }) => ({ data: await getBio(ctx, authOf(request).workspace.id) }));
    serve(app, endpoints.saveBio, async ({ request, body }) => ({ message: apiMessagesFr['links.bioSaved'], data: await saveBio(ctx, authOf(request), body, request.ip) }));
    serve(app, endpoints.detail, async ({ request, params }) => ({ data: await linkDetail(ctx, authOf(request), params.id) }));
  };
}
