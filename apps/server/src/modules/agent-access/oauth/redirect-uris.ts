import { OAuthError } from './oauth-error.ts';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export const isLoopbackHost = (hostname: string): boolean => LOOPBACK_HOSTS.has(hostname);

/**
 * A redirect URI a client may register: https anywhere, or http on the user's own machine (a
 * desktop client's local callback), without a fragment; never a script or data address.
 */
export function checkRedirectUri(uri: string): string {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    throw new OAuthError(400, 'invalid_redirect_uri', 'agentOAuth.redirectUriInvalid', { uri: uri.slice(0, 200) });
  }
  const allowed = url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
  if (!allowed || url.hash !== '' || url.username !== '' || url.password !== '') {
    throw new OAuthError(400, 'invalid_redirect_uri', 'agentOAuth.redirectUriInvalid', { uri: uri.slice(0, 200) });
  }
  return uri;
}

/** Whether `uri` is one the client registered: compared whole, as OAuth 2.1 asks (a loopback's port aside, which a desktop client picks at each run). */
export function isRegisteredRedirect(registered: readonly string[], uri: string): boolean {
  if (registered.includes(uri)) return true;
  let asked: URL;
  try {
    asked = new URL(uri);
  } catch {
    return false;
  }
  if (asked.protocol !== 'http:' || !isLoopbackHost(asked.hostname)) return false;
  return registered.some((entry) => {
    const known = new URL(entry);
    return known.protocol === 'http:' && known.hostname === asked.hostname && known.pathname === asked.pathname && known.search === asked.search;
  });
}
