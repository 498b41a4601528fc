import type { FastifyError, FastifyPluginAsync } from 'fastify';
import type { SandboxContext } from '../kit/context.ts';
import { createGate } from '../kit/gate.ts';
import { apiError, tiktokDialect, tiktokOAuthDialect } from './dialect.ts';
import { oauthRoutes } from './oauth-routes.ts';
import { publishRoutes } from './publish-routes.ts';
import { videoRoutes } from './video-routes.ts';

/**
 * TikTok's API as Publia's demo mode serves it, under /sandbox/tiktok with TikTok's own paths:
 * Login Kit (consent, token, user info), the Content Posting API (creator info, video init,
 * chunked upload, photo-mode init, status) and video/query, with TikTok's envelopes, codes and quotas.
 */
export const tiktokSandbox =
  (ctx: SandboxContext): FastifyPluginAsync =>
  async (scope) => {
    // TikTok takes a POST without a body (creator_info) even when it says JSON.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, body === '' ? {} : JSON.parse(body as string));
      } catch {
        done(Object.assign(new Error('The request body is not valid JSON.'), { statusCode: 400 }), undefined);
      }
    });
    // Chunks in the other video formats TikTok takes (MP4 is parsed by the shared sandbox scope).
    scope.addContentTypeParser(['video/quicktime', 'video/webm'], { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    // Whatever goes wrong is answered in TikTok's envelope, never in Publia's.
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status >= 500) request.log.error({ err: error }, 'sandbox tiktok');
      const answer = status < 500 ? apiError(status, 'invalid_params', error.message) : apiError(500, 'internal_error', 'Internal error.');
      return reply.code(answer.status).send(answer.body);
    });
    const api = createGate(scope, ctx, 'tiktok', tiktokDialect);
    const oauth = createGate(scope, ctx, 'tiktok', tiktokOAuthDialect);
    oauthRoutes(scope, ctx, { api, oauth });
    publishRoutes(scope, ctx, api);
    videoRoutes(scope, ctx, api);
  };
