import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app/context.ts';
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
 * route that is not public.
 */
export async function authenticate(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<SessionInfo> {
  if (request.auth) return request.auth;
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
