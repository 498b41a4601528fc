import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bareOrigin, isLoopbackHostname, type OriginConfig } from './request-origin.ts';

export type LoopbackConfig = Pick<OriginConfig, 'publicUrl' | 'publicUrlConfigured'> & { port: number };

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Without PUBLIC_URL Publia has one address, `config.publicUrl` (see `defaultPublicUrl`). A page or
 * file asked for (GET, HEAD) at another loopback name of the same port — http://127.0.0.1:3000 or
 * http://[::1]:3000 for http://localhost:3000 — is sent there, path and query kept, before anything
 * else answers: otherwise its session cookie, its pages' policy ('self') and the networks' returns
 * would each be on another origin. The target is always `publicUrl`, never a name read from the
 * request, so no Host header can turn this into a redirect elsewhere; any other host (a LAN address
 * without PUBLIC_URL), another port (a proxy in front, Vite's dev server) and the JSON API (/api,
 * which programs call at any address, with no cookie) are answered where they are.
 * Returns where to send the request, or null to answer it.
 */
export function loopbackRedirectTarget(config: LoopbackConfig, request: Pick<FastifyRequest, 'method' | 'headers' | 'url'> & { raw: { url?: string } }): string | null {
  if (config.publicUrlConfigured || (request.method !== 'GET' && request.method !== 'HEAD')) return null;
  const path = request.raw.url ?? request.url;
  if (!path.startsWith('/') || isApiPath(path)) return null;
  const host = request.headers.host;
  const opened = typeof host === 'string' ? bareOrigin(`http://${host}`) : null;
  if (!opened || !isLoopbackHostname(opened.hostname)) return null;
  if (Number(opened.port || 80) !== config.port || opened.origin === new URL(config.publicUrl).origin) return null;
  return `${config.publicUrl}${path}`;
}

/** A temporary redirect (307): nothing cached, so setting PUBLIC_URL later takes effect at once. */
export function registerLoopbackRedirect(app: FastifyInstance, config: LoopbackConfig): void {
  if (config.publicUrlConfigured) return;
  app.addHook('onRequest', async (request, reply) => {
    const target = loopbackRedirectTarget(config, request);
    if (target) return reply.header('cache-control', 'no-store').redirect(target, 307);
  });
}
