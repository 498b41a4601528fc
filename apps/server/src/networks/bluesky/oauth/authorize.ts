import { frenchMessage } from '@publia/shared';
import { NetworkError } from '../../network-error.ts';
import { readOAuthError } from '../../oauth2.ts';
import { authServerMetadata, authServerOfPds } from './auth-server.ts';
import { blueskyClientId, BLUESKY_OAUTH_SCOPE } from './client-metadata.ts';
import { BLUESKY, type BlueskyOAuthContext } from './context.ts';
import { createDpopKey, dpopPost } from './dpop.ts';
import { resolveIdentity } from './identity.ts';
import { fieldsOf, stringField } from './oauth-http.ts';

export interface PrepareInput {
  state: string;
  redirectUri: string;
  /** The PKCE challenge (S256) of the verifier the caller keeps with the state: the protocol requires it. */
  codeChallenge?: string | undefined;
}

/**
 * What is kept with the OAuth state until the browser comes back (encrypted at rest, strings only):
 * who was asked for, where their server is, and the connection's DPoP key (private JWK, as JSON).
 */
export interface PreparedBlueskyOAuth extends Record<string, string> {
  did: string;
  /** '' when the person typed a DID whose document claims no handle. */
  handle: string;
  pds: string;
  issuer: string;
  tokenEndpoint: string;
  /** '' when the server has none. */
  revocationEndpoint: string;
  clientId: string;
  dpopKey: string;
  /** The authorisation server's last DPoP nonce ('' if none). */
  dpopNonce: string;
}

/**
 * The first half of a connection: finds the account's authorisation server from what was typed
 * (handle or DID), pushes the authorisation request there (PAR: PKCE S256, the state, the scope,
 * `login_hint`, under a fresh DPoP key of the connection's own) and answers the consent page's
 * address (`client_id` and the `request_uri` the server gave) with what must be kept for the
 * return. A refusal is a NetworkError whose details carry the French message key.
 */
export async function prepareBlueskyOAuth(context: BlueskyOAuthContext, typed: string, input: PrepareInput): Promise<{ authorizationUrl: string; prepared: PreparedBlueskyOAuth }> {
  if (!input.codeChallenge) throw new Error('Bluesky : le défi PKCE (S256) est obligatoire');
  const identity = await resolveIdentity(context, typed);
  const issuer = await authServerOfPds(context, identity.pds);
  const server = await authServerMetadata(context, issuer);
  const clientId = blueskyClientId(context.publicUrl, input.redirectUri);
  const key = createDpopKey();
  const { answer, nonce } = await dpopPost(
    context,
    server.parEndpoint,
    {
      client_id: clientId,
      response_type: 'code',
      redirect_uri: input.redirectUri,
      scope: BLUESKY_OAUTH_SCOPE,
      state: input.state,
      code_challenge: input.codeChallenge,
      code_challenge_method: 'S256',
      // The identifier as typed, so that the server's sign-in shows what the person knows.
      login_hint: typed.trim().replace(/^@/, ''),
    },
    key,
    null,
  );
  const refusal = readOAuthError(BLUESKY, answer);
  if (refusal) throw refusal;
  const requestUri = answer.status === 201 || answer.status === 200 ? stringField(fieldsOf(answer), 'request_uri') : null;
  if (!requestUri) {
    throw new NetworkError(BLUESKY, answer.status >= 500 ? 'transient' : 'unknown', frenchMessage('network.missingField', { status: answer.status, field: 'request_uri' }), {
      status: answer.status,
    });
  }
  const authorizationUrl = new URL(server.authorizationEndpoint);
  authorizationUrl.searchParams.set('client_id', clientId);
  authorizationUrl.searchParams.set('request_uri', requestUri);
  return {
    authorizationUrl: authorizationUrl.toString(),
    prepared: {
      did: identity.did,
      handle: identity.handle ?? '',
      pds: identity.pds,
      issuer: server.issuer,
      tokenEndpoint: server.tokenEndpoint,
      revocationEndpoint: server.revocationEndpoint ?? '',
      clientId,
      dpopKey: JSON.stringify(key),
      dpopNonce: nonce ?? '',
    },
  };
}
