/**
 * Who Publia is to an AT Protocol authorisation server. There is no client registration: the
 * client id is the address of a public JSON document describing the client, which the server reads
 * when it receives the authorisation request. Publia is a public client (no client secret, no
 * signing key of its own): its tokens are bound to each account's DPoP key, and the servers grant
 * such clients sessions of at most two weeks, renewed by refresh.
 */

/** Everything Publia may ask: the protocol itself, and the rights of an app password (write posts, upload media). */
export const BLUESKY_OAUTH_SCOPE = 'atproto transition:generic';

/** Where Publia serves its client metadata document, under PUBLIC_URL. */
export const BLUESKY_CLIENT_METADATA_PATH = '/oauth/bluesky/client-metadata.json';

/** The page the authorisation server sends the browser back to. */
export const blueskyCallbackUrl = (publicUrl: string) => `${publicUrl}/oauth/callback/bluesky`;

export interface BlueskyClientMetadata {
  client_id: string;
  client_name: string;
  client_uri: string;
  application_type: 'web';
  grant_types: string[];
  response_types: string[];
  scope: string;
  redirect_uris: string[];
  token_endpoint_auth_method: 'none';
  dpop_bound_access_tokens: true;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Publia at a loopback address: no authorisation server on the internet could read a document there. */
export function isLoopbackPublicUrl(publicUrl: string): boolean {
  const { hostname } = new URL(publicUrl);
  return LOOPBACK_HOSTS.has(hostname) || hostname.startsWith('127.');
}

/**
 * Publia's client id. On a public address, the address of its metadata document (the servers want
 * HTTPS without a port there). On a loopback address (a Publia on one's own computer), the protocol's
 * development form `http://localhost?redirect_uri=…&scope=…`: no document is fetched, the server
 * builds one from these parameters (a public client, like Publia's). The reference server takes
 * only loopback IPs as such a client's return address: run Publia at http://127.0.0.1:PORT
 * (PUBLIC_URL) rather than http://localhost:PORT to connect a real Bluesky account from there.
 */
export function blueskyClientId(publicUrl: string, redirectUri: string = blueskyCallbackUrl(publicUrl)): string {
  if (!isLoopbackPublicUrl(publicUrl)) return `${publicUrl}${BLUESKY_CLIENT_METADATA_PATH}`;
  return `http://localhost?${new URLSearchParams({ redirect_uri: redirectUri, scope: BLUESKY_OAUTH_SCOPE }).toString()}`;
}

/** The document served at the client id (PUBLIC_URL + BLUESKY_CLIENT_METADATA_PATH). */
export function blueskyClientMetadata(publicUrl: string): BlueskyClientMetadata {
  return {
    client_id: `${publicUrl}${BLUESKY_CLIENT_METADATA_PATH}`,
    client_name: 'Publia',
    client_uri: publicUrl,
    application_type: 'web',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    scope: BLUESKY_OAUTH_SCOPE,
    redirect_uris: [blueskyCallbackUrl(publicUrl)],
    token_endpoint_auth_method: 'none',
    dpop_bound_access_tokens: true,
  };
}
