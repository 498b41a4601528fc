import type { FastifyRequest } from 'fastify';
import { WILDCARD_HOSTS, type Config } from '../config.ts';

export type OriginConfig = Pick<Config, 'publicUrl' | 'publicUrlConfigured' | 'host'>;

/** localhost (and *.localhost), 127.0.0.0/8 and ::1: the machine itself. */
export function isLoopbackHostname(hostname: string): boolean {
  const name = hostname.toLowerCase();
  return name === 'localhost' || name.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(name) || name === '[::1]';
}

/** The host names Publia answers at: those of PUBLIC_URL (or its default) and of HOST when it is not a wildcard. */
function configuredHostnames(config: OriginConfig): Set<string> {
  const names = new Set([new URL(config.publicUrl).hostname.toLowerCase()]);
  if (!WILDCARD_HOSTS.has(config.host)) {
    const host = config.host.includes(':') && !config.host.startsWith('[') ? `[${config.host}]` : config.host;
    names.add(host.toLowerCase());
  }
  return names;
}

/**
 * `candidate` as a bare origin (`http://127.0.0.1:3000`) when the browser may be sent back to it:
 * an http(s) origin — no path, no credentials — whose host is a loopback or the configured host.
 * Anything else (another host, a malformed header) is null: a Host header is never trusted as is.
 */
export function allowedOrigin(config: OriginConfig, candidate: string): string | null {
  const url = bareOrigin(candidate);
  if (!url) return null;
  const hostname = url.hostname.toLowerCase();
  if (!isLoopbackHostname(hostname) && !configuredHostnames(config).has(hostname)) return null;
  return url.origin;
}

/**
 * `text` read as a bare http(s) origin (`https://publia.example:8443`, a trailing slash allowed):
 * the origin as written must be the origin parsed — no path, credentials, query, backslash or odd
 * spelling — else null ("null" included).
 */
export function bareOrigin(text: string): URL | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return text.replace(/\/$/, '').toLowerCase() === url.origin.toLowerCase() ? url : null;
}

/** The origin the request was sent to (its Host), when it is one `allowedOrigin` accepts; else null. */
export function hostOrigin(config: OriginConfig, request: FastifyRequest): string | null {
  const host = request.headers.host;
  if (typeof host !== 'string' || host === '') return null;
  return allowedOrigin(config, `${request.protocol}://${host}`);
}
