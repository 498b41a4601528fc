import multipart from '@fastify/multipart';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import type { SandboxContext } from '../kit/context.ts';
import { errorStatus } from '../kit/error-status.ts';
import { createGate } from '../kit/gate.ts';
import { registerPublicMedia } from '../kit/public-media.ts';
import { authRoutes } from './auth-routes.ts';
import { conversationRoutes } from './conversation-routes.ts';
import { invalidRequest, problem, xDialect, xOAuthDialect } from './dialect.ts';
import { mediaRoutes } from './media-routes.ts';
import { publicAccountRoutes } from './public-account-routes.ts';
import { statusPageRoutes } from './status-page.ts';
import { timelineRoutes } from './timeline-routes.ts';
import { tweetRoutes } from './tweet-routes.ts';

/**
 * X's API v2 as Publia's demo mode serves it, under /sandbox/twitter with X's own paths: OAuth 2.0
 * with PKCE (consent on the x.com side, token on the api.x.com side), users/me, the media upload
 * endpoints with their processing, tweets (up to four photos, threads), a user's posts, the
 * audience's replies (recent search on a conversation, answers, hiding), the x.com post page
 * (photos as a set, the thread under the first post), and the sandbox's public accounts (user
 * lookup by username, their timelines and pictures).
 */
export const twitterSandbox =
  (ctx: SandboxContext): FastifyPluginAsync =>
  async (scope) => {
    // Files as X takes them: a photo up to 5 MB (GIF 15 MB) or 1 MB video parts.
    await scope.register(multipart, { attachFieldsToBody: 'keyValues', limits: { fileSize: 16 * 1024 * 1024, files: 1 } });
    // Whatever goes wrong is answered as X's problems, never in Publia's format.
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const status = errorStatus(error);
      if (status >= 500) request.log.error({ err: error }, 'sandbox twitter');
      const answer =
        status === 400
          ? invalidRequest(error.message)
          : status < 500
            ? problem(status, error.code ?? 'Error', error.message)
            : problem(500, 'Internal Server Error', 'Internal Server Error');
      return reply
        .code(answer.status)
        .headers(answer.headers ?? {})
        .send(answer.body);
    });
    const gates = { api: createGate(scope, ctx, 'twitter', xDialect), oauth: createGate(scope, ctx, 'twitter', xOAuthDialect) };
    authRoutes(scope, ctx, gates);
    mediaRoutes(scope, ctx, gates.api);
    tweetRoutes(scope, ctx, gates.api);
    conversationRoutes(scope, ctx, gates.api);
    timelineRoutes(scope, ctx, gates.api);
    publicAccountRoutes(scope, ctx, gates.api);
    statusPageRoutes(scope, ctx);
    registerPublicMedia(scope, 'twitter');
  };
