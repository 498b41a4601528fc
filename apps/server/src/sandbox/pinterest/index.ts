import multipart from '@fastify/multipart';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import type { SandboxContext } from '../kit/context.ts';
import { errorStatus } from '../kit/error-status.ts';
import { accountRoutes } from './account-routes.ts';
import { pinterestError } from './dialect.ts';
import { createPinterestFake } from './fake.ts';
import { mediaRoutes } from './media-routes.ts';
import { pinListRoutes } from './pin-list-routes.ts';
import { pinRoutes } from './pin-routes.ts';

/** The storage takes videos up to 2 GB (Pinterest's video ceiling, ⚠ unconfirmed). */
const MAX_VIDEO_BYTES = 2 * 1024 ** 3;

/**
 * Pinterest's API v5 as Publia's demo mode serves it, under /sandbox/pinterest with Pinterest's
 * paths: OAuth, the user account and its boards, Pins (photo, carousel, video; created and listed) and their
 * analytics, video media, the storage its `upload_url` points to and the host that plays video Pins, with
 * `{code, message}` errors and the per-second quota.
 */
export const pinterestSandbox =
  (ctx: SandboxContext): FastifyPluginAsync =>
  async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_VIDEO_BYTES, files: 1, fields: 20 } });
    // Whatever goes wrong is answered in Pinterest's format, never in Publia's.
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const status = Math.min(errorStatus(error), 500);
      if (status === 500) request.log.error({ err: error }, 'sandbox pinterest');
      const answer = pinterestError(status, status === 500 ? 'Something went wrong on our end.' : `Invalid request: ${error.message}`);
      return reply.code(answer.status).send(answer.body);
    });
    const fake = createPinterestFake(scope, ctx);
    accountRoutes(scope, ctx, fake);
    pinRoutes(scope, ctx, fake);
    pinListRoutes(scope, ctx, fake);
    mediaRoutes(scope, ctx, fake);
  };
