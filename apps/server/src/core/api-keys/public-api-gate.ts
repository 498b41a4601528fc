import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context/app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { countHit } from '../rate-limit/service.ts';
import { keyOfHeader } from './key-token.ts';
import { isPublicApiRequest, keyAllows, publicRouteOf } from './public-api.ts';
import { resolveKey } from './resolve-key.ts';

const WINDOW_SECONDS = 60;

/**
 * Counts the request against its key's limit and says where the key stands on the answer (the IETF
 * RateLimit headers), whatever the answer is; past the limit, a 429 with Retry-After.
 */
export async function limitKey(ctx: AppContext, keyId: string, reply: FastifyReply): Promise<void> {
  const max = ctx.config.apiKeyRateLimitPerMinute;
  const { count, remaining, resetSeconds } = await countHit(ctx, { key: `api-key:${keyId}`, max, windowSeconds: WINDOW_SECONDS });
  reply.header('ratelimit-limit', max).header('ratelimit-remaining', remaining).header('ratelimit-reset', resetSeconds);
  if (count > max) throw new AppError(429, 'apiKeys.rateLimited', { limit: max, seconds: resetSeconds }, undefined, resetSeconds);
}

/**
 * The public API's door, before any body is read: a request under /api/v1 needs a key
 * (`Authorization: Bearer pk_live_…`) and no cookie; the key must be known, live, its creator still
 * a member, under its rate limit and holding the route's scope. The request then acts as the
 * key's creator in the key's workspace (`request.auth`), and the permission guard checks the
 * route's action against that member's role as for a session.
 */
export function registerPublicApiGate(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isPublicApiRequest(request) || request.is404) return;
    const route = publicRouteOf(request.method, request.routeOptions.url);
    if (!route) {
      // A path of the public API's shape that another route answers (`/api/v1/content/<literal>`): not served here.
      throw new AppError(404, 'http.routeNotFound', { method: request.method, url: request.originalUrl.split('?')[0]!.slice(0, 200) });
    }
    const key = keyOfHeader(request.headers.authorization);
    if (key === undefined) throw new AppError(401, 'apiKeys.missing');
    // A browser adds its cookies by itself: refusing them keeps a key request from ever being a session's.
    if (request.headers.cookie) throw new AppError(400, 'apiKeys.cookieWithKey');
    if (key === null) throw new AppError(401, 'apiKeys.malformed');
    const holder = await resolveKey(ctx, key);
    await limitKey(ctx, holder.keyId, reply);
    if (!keyAllows(holder.scopes, route.scope)) throw new AppError(403, 'apiKeys.missingScope', { scope: route.scope });
    request.auth = holder.session;
  });
}
