import type { FastifyError, FastifyPluginAsync } from 'fastify';
import type { SandboxContext } from '../kit/context.ts';
import { errorStatus } from '../kit/error-status.ts';
import { xrpcError } from './dialect.ts';
import { blueskyOAuthSandbox } from './oauth/index.ts';
import { blueskyRoutes } from './routes.ts';

/** The PDS takes blobs up to 50 MB; the video service a video up to 300 MB (the post's own ceiling). */
const MAX_BODY_BYTES = 300_000_000;

/**
 * Bluesky as Publia's demo mode serves it, under /sandbox/bluesky with XRPC's own paths
 * (`/xrpc/<nsid>`) and its `{error, message}` errors: handle resolution and a PLC directory,
 * app-password sessions, blobs, posts checked against the lexicons, figures, author feeds,
 * threads and threadgates, and the video service under /video.
 */
export const blueskySandbox =
  (ctx: SandboxContext): FastifyPluginAsync =>
  async (scope) => {
    // Blobs come as raw bytes under their own type.
    scope.addContentTypeParser(/^(image|video)\/|^application\/octet-stream/, { parseAs: 'buffer', bodyLimit: MAX_BODY_BYTES }, (_request, body, done) => done(null, body));
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const status = Math.min(errorStatus(error), 500);
      if (status === 500) request.log.error({ err: error }, 'sandbox bluesky');
      const answer = status === 500 ? xrpcError(500, 'InternalServerError', 'Internal Server Error') : xrpcError(status, 'InvalidRequest', error.message);
      return reply.code(answer.status).send(answer.body);
    });
    // Identity and OAuth (handle resolution, DID directory, PAR, consent, tokens): the OAuth part's.
    await scope.register(blueskyOAuthSandbox(ctx));
    blueskyRoutes(scope, ctx);
  };
