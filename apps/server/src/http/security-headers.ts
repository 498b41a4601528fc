import type { FastifyInstance, FastifyReply } from 'fastify';

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** On every answer, also those Fastify makes before any hook runs (a URL it cannot decode). */
export const EVERY_RESPONSE = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** Only documents are framed or run scripts, so only they carry the page policies. */
export const PAGE_HEADERS = { 'content-security-policy': CONTENT_SECURITY_POLICY, 'x-frame-options': 'DENY' };

export const setPageHeaders = (reply: FastifyReply): FastifyReply => reply.headers(PAGE_HEADERS);

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(EVERY_RESPONSE);
    done();
  });
}
