import multipart from '@fastify/multipart';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import type { SandboxContext } from '../kit/context.ts';
import { errorStatus } from '../kit/error-status.ts';
import { appRoutes } from './app-routes.ts';
import { mastodonError } from './dialect.ts';
import { createMastodonFake } from './fake.ts';
import { mediaRoutes } from './media-routes.ts';
import { statusPageRoutes } from './status-page.ts';
import { statusRoutes } from './status-routes.ts';

/** The instance takes files up to its video size (99 MB). */
const MAX_FILE_BYTES = 99 * 1024 * 1024;

/**
 * A Mastodon instance as Publia's demo mode serves it, under /sandbox/mastodon with Mastodon's
 * paths, whatever instance was typed: app registration, OAuth with PKCE (consent, token,
 * revocation), the instance's description and limits, the account, media (a photo at once, a
 * video processed: 202 then 206 then 200), statuses (content warning, visibility, replies, up to
 * four photos or one video, idempotency keys) and their context, an account's statuses, the
 * public page of a status; `{ error, error_description? }` refusals and `X-RateLimit-*` headers.
 */
export const mastodonSandbox =
  (ctx: SandboxContext): FastifyPluginAsync =>
  async (scope) => {
    await scope.register(multipart, { attachFieldsToBody: 'keyValues', limits: { fileSize: MAX_FILE_BYTES, files: 2, fields: 10 } });
    // Whatever goes wrong is answered in Mastodon's format, never in Publia's.
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const status = Math.min(errorStatus(error), 500);
      if (status === 500) request.log.error({ err: error }, 'sandbox mastodon');
      const answer = status === 500 ? mastodonError(500, 'We are sorry, but something went wrong on our end.') : mastodonError(status === 413 ? 422 : status, error.message);
      return reply.code(answer.status).send(answer.body);
    });
    const fake = createMastodonFake(scope, ctx);
    appRoutes(scope, ctx, fake);
    mediaRoutes(scope, ctx, fake);
    statusRoutes(scope, ctx, fake);
    statusPageRoutes(scope, ctx);
  };
