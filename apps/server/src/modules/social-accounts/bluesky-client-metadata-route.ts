import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/context/app-context.ts';
import { blueskyClientMetadata, BLUESKY_CLIENT_METADATA_PATH } from '../../networks/bluesky/oauth/client-metadata.ts';

/**
 * Publia's client metadata document for the AT Protocol's OAuth, at the address that is its client
 * id: the Bluesky authorisation servers read it when a person connects an account. Public, and
 * answered 200 with JSON as those servers require (no redirect).
 */
export function blueskyClientMetadataRoute(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const document = JSON.stringify(blueskyClientMetadata(ctx.config.publicUrl));
    app.get(BLUESKY_CLIENT_METADATA_PATH, { config: { permission: 'public' } }, async (_request, reply) =>
      reply.type('application/json; charset=utf-8').header('cache-control', 'public, max-age=600').send(document),
    );
  };
}
