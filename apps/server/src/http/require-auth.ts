import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../core/context/app-context.ts';
import { isPublicApiRequest, looksLikeApiKey } from '../core/api-keys/service.ts';
import { resolveSession, type SessionInfo } from '../core/auth/service.ts';
import { AppError } from './app-error.ts';
import { clearSessionCookie, readSessionToken } from './session-cookie.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: SessionInfo | null;
  }
}

/**
 * The session of the request's cookie, read once per request and kept in `request.auth`; a missing
 * or dead session is a 401. The permission guard (core/permissions/guard.ts) calls it for every
 * route that is not public. Under /api/v1 the key's gate (core/api-keys) has already set
 * `request.auth`, and a cookie never stands in for a key; elsewhere a key is not accepted.
 */
export async function authenticate(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<SessionInfo> {
  if (request.auth) return request.auth;
  if (isPublicApiRequest(request)) throw new AppError(401, 'apiKeys.missing');
  if (!readSessionToken(request) && looksLikeApiKey(request.headers.authorization)) throw new AppError(401, 'apiKeys.publicApiOnly');
  try {
    request.auth = await resolveSession(ctx, readSessionToken(request));
    return request.auth;
  } catch (error) {
    // A dead cookie is removed so the next page load is a plain visitor, not an expiry again.
    if (error instanceof AppError && error.code === 'auth.sessionExpired') clearSessionCookie(reply, ctx.config);
    throw error;
  }
}

/** The session of a route that is not public (the permission guard signed it in). */
export function authOf(request: FastifyRequest): SessionInfo {
  if (!request.auth) throw new AppError(401, 'auth.unauthenticated');
  return request.auth;
}
