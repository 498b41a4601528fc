import { timingSafeEqual } from 'node:crypto';
import { CSRF_HEADER } from '@publia/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isPublicApiRequest } from '../core/api-keys/service.ts';
import { csrfTokenFor } from '../core/auth/service.ts';
import { AppError } from './app-error.ts';
import { bareOrigin, hostOrigin, type OriginConfig } from './request-origin.ts';
import { readSessionToken } from './session-cookie.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Calls made before a session exists; the origin check alone guards them. */
const PRE_SESSION_ROUTES = new Set(['/api/auth/login', '/api/auth/register', '/api/auth/password/forgot', '/api/auth/password/reset']);

/**
 * The origins a write may come from, compared whole (scheme, host and port): PUBLIC_URL's (or its
 * default), and — without PUBLIC_URL (development) — the one the request was sent to, when it is a
 * loopback or the configured host (Vite's dev server at http://localhost:5173 forwards /api here;
 * a Host header alone is never trusted: a rebound DNS name would otherwise pass).
 */
function allowedOrigins(config: OriginConfig, request: FastifyRequest): string[] {
  const origins = [new URL(config.publicUrl).origin];
  const own = config.publicUrlConfigured ? null : hostOrigin(config, request);
  return own ? [...origins, own] : origins;
}

/** Whether a request comes from one of Publia's own pages (any method): not from another site. */
export function isSameOrigin(config: OriginConfig, request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return false;
  const header = request.headers.origin;
  if (header === undefined) return true;
  const origin = bareOrigin(header)?.origin ?? null;
  return origin !== null && allowedOrigins(config, request).includes(origin);
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
 * the CSRF token the API gave to the page (double submit bound to the session). The public API
 * (/api/v1) is exempt: a request there is signed in by the key it carries, which no other site can
 * make a browser send, and a cookie is refused with it.
 */
export function registerCsrfProtection(app: FastifyInstance, config: OriginConfig): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/') || isPublicApiRequest(request)) return;
    if (!isSameOrigin(config, request)) throw new AppError(403, 'http.csrf');
    const path = request.url.split('?')[0] ?? '';
    const sessionToken = readSessionToken(request);
    if (sessionToken && !PRE_SESSION_ROUTES.has(path) && !validToken(request, sessionToken)) {
      throw new AppError(403, 'http.csrf');
    }
  });
}
