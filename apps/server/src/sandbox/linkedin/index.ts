import type { FastifyError, FastifyPluginAsync } from 'fastify';
import type { SandboxContext } from '../kit/context.ts';
import { createGate } from '../kit/gate.ts';
import { analyticsRoutes } from './analytics-routes.ts';
import { authRoutes } from './auth-routes.ts';
import { commentRoutes } from './comment-routes.ts';
import { liError, linkedinDialect, linkedinOAuthDialect } from './dialect.ts';
import { mediaRoutes } from './media-routes.ts';
import { organizationControls } from './organization-controls.ts';
import { organizationRoutes } from './organization-routes.ts';
import { postListRoutes } from './post-list-routes.ts';
import { postRoutes } from './post-routes.ts';

/**
 * LinkedIn as Publia's demo mode serves it, under /sandbox/linkedin with LinkedIn's own paths:
 * OAuth on the www.linkedin.com side, OpenID userinfo, the versioned Posts (publishing and the finder by author), Images and Videos
 * APIs (with their required headers, upload URLs, ETags and processing), socialActions (the
 * audience's comments and the member's answers), the
 * member post analytics and followers count, the member's Pages (role assignments, organisations,
 * followers, share statistics; posting and commenting as a Page), and the feed page of a post
 * (several photos as a carousel). Commentary is read in the "little" format, truncation included.
 */
export const linkedinSandbox =
  (ctx: SandboxContext): FastifyPluginAsync =>
  async (scope) => {
    // Whatever goes wrong is answered in LinkedIn's error format, never in Publia's.
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status >= 500) request.log.error({ err: error }, 'sandbox linkedin');
      const answer = status < 500 ? liError(status, 'ILLEGAL_ARGUMENT', error.message) : liError(500, null, 'Internal Server Error', 0);
      return reply.code(answer.status).send(answer.body);
    });
    const gates = { api: createGate(scope, ctx, 'linkedin', linkedinDialect), oauth: createGate(scope, ctx, 'linkedin', linkedinOAuthDialect) };
    authRoutes(scope, ctx, gates);
    mediaRoutes(scope, ctx, gates.api);
    postRoutes(scope, ctx, gates.api);
    commentRoutes(scope, ctx, gates.api);
    postListRoutes(scope, ctx, gates.api);
    analyticsRoutes(scope, ctx, gates.api);
    organizationRoutes(scope, ctx, gates.api);
    if (ctx.controls) await scope.register(organizationControls(ctx));
  };
