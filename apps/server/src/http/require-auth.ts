import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../lib/context.ts';
import { resolveSession, type SessionInfo } from '../modules/auth/sessions.ts';
import { AppError } from './app-error.ts';
import { clearSessionCookie, readSessionToken } from './session-cookie.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: SessionInfo | null;
  }
}

/** preHandler of every route that needs a signed-in user; sets `request.auth`. */
export function requireAuth(ctx: AppContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      request.auth = await resolveSession(ctx, readSessionToken(request));
    } catch (error) {
      // A dead cookie is removed so the next page load is a plain visitor, not an expiry again.
      if (error instanceof AppError && error.code === 'auth.sessionExpired') clearSessionCookie(reply, ctx.config);
      throw error;
    }
  };
}

/** The session of a route guarded by requireAuth. */
export function authOf(request: FastifyRequest): SessionInfo {
  if (!request.auth) throw new AppError(401, 'auth.unauthenticated');
  return request.auth;
}
