import { blueskyClientMetadata, BLUESKY_CLIENT_METADATA_PATH } from '../../../networks/bluesky/oauth/client-metadata.ts';

/**
 * The clients the sandbox's authorisation server knows. A real server fetches the document at the
 * client id; the sandbox, which reaches nothing outside, knows Publia's own document (built by the
 * same code that serves it) and the protocol's development form `http://localhost?redirect_uri=…
 * &scope=…`, whose document the server makes up from its parameters. Any other client is refused.
 */
export interface KnownClient {
  scopes: string[];
  redirectAllowed(uri: string): boolean;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

/**
 * A development client's return address: a loopback address of its list, path compared, port not
 * (the browser's port is chosen when the app starts). Real servers want an IP there; the sandbox
 * also takes `localhost`, Publia's default address.
 */
function loopbackMatch(declared: string, asked: string): boolean {
  try {
    const a = new URL(declared);
    const b = new URL(asked);
    return a.protocol === 'http:' && b.protocol === 'http:' && LOOPBACK_HOSTS.has(b.hostname) && a.hostname === b.hostname && a.pathname === b.pathname && a.search === b.search;
  } catch {
    return false;
  }
}

export function knownClient(publicUrl: string, clientId: string): KnownClient | null {
  if (clientId === `${publicUrl}${BLUESKY_CLIENT_METADATA_PATH}`) {
    const metadata = blueskyClientMetadata(publicUrl);
    return { scopes: metadata.scope.split(' '), redirectAllowed: (uri) => metadata.redirect_uris.includes(uri) };
  }
  if (clientId !== 'http://localhost' && !clientId.startsWith('http://localhost?')) return null;
  const params = new URLSearchParams(clientId.slice('http://localhost'.length));
  const declared = params.getAll('redirect_uri');
  const redirects = declared.length > 0 ? declared : ['http://127.0.0.1/', 'http://[::1]/'];
  const scopes = (params.get('scope') ?? 'atproto').split(' ').filter(Boolean);
  return { scopes, redirectAllowed: (uri) => redirects.some((redirect) => loopbackMatch(redirect, uri)) };
}
