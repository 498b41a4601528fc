import { timingSafeEqual } from 'node:crypto';
import { CSRF_HEADER } from '@publia/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { csrfTokenFor } from '../modules/auth/tokens.ts';
import { AppError } from './app-error.ts';
import { readSessionToken } from './session-cookie.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Calls made before a session exists; the origin check alone guards them. */
const PRE_SESSION_ROUTES = new Set([
  '/api/auth/login',
  '/api/auth/register',
  '/api/auth/password/forgot',
  '/api/auth/password/reset',
]);

function sameOrigin(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return false;
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

function validToken(request: FastifyRequest, sessionToken: string): boolean {
  const sent = request.headers[CSRF_HEADER];
  if (typeof sent !== 'string') return false;
  const expected = Buffer.from(csrfTokenFor(sessionToken));
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Writes from another site are refused, and a write carrying the session cookie must also carry
 * the CSRF token the API gave to the page (double submit bound to the session).
 */
export function registerCsrfProtection(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (!sameOrigin(request)) throw new AppError(403, 'http.csrf');
    const path = request.url.split('?')[0] ?? '';
    const sessionToken = readSessionToken(request);
    if (sessionToken && !PRE_SESSION_ROUTES.has(path) && !validToken(request, sessionToken)) {
      throw new AppError(403, 'http.csrf');
    }
  });
}
