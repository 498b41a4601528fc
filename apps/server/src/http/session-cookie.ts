import { AUTH_LIMITS } from '@publia/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

export const SESSION_COOKIE = 'publia_session';

export const readSessionToken = (request: FastifyRequest): string | undefined => request.cookies[SESSION_COOKIE] || undefined;

/** Without "Se souvenir de moi" the cookie has no Max-Age, so it ends with the browser. */
export function setSessionCookie(reply: FastifyReply, config: Config, token: string, persistent: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    ...(persistent ? { maxAge: AUTH_LIMITS.rememberMeDays * 86_400 } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: config.cookieSecure });
}
