import { blueskyError, type BlueskyOAuthContext } from './context.ts';
import { allowedUrl } from './identity.ts';
import { fieldsOf, requestJson, stringField } from './oauth-http.ts';

/** What Publia uses of an authorisation server's metadata, once checked against the AT Protocol's profile of OAuth. */
export interface AuthServer {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  parEndpoint: string;
  revocationEndpoint: string | null;
}

const invalid = (server: string, reason: string) => blueskyError('invalid_content', 'network.bluesky.authServerInvalid', { server, reason });

/**
 * The address of the authorisation server of a PDS, from its protected-resource metadata: exactly
 * one, an origin (HTTPS, no path) — in « mode démo » the sandbox's own address, path included.
 */
export async function authServerOfPds(context: BlueskyOAuthContext, pds: string): Promise<string> {
  const answer = await requestJson(context, `${pds}/.well-known/oauth-protected-resource`);
  if (answer.status >= 500) throw blueskyError('transient', 'network.bluesky.authServerInvalid', { server: pds, reason: `HTTP ${answer.status}` });
  const servers = fieldsOf(answer).authorization_servers;
  const first = answer.status === 200 && Array.isArray(servers) && typeof servers[0] === 'string' ? servers[0] : null;
  const url = allowedUrl(context, first);
  if (!url || (!context.sandbox && (url.pathname !== '/' || url.search))) throw invalid(pds, 'authorization_servers');
  return context.sandbox ? first! : url.origin;
}

const includes = (fields: Record<string, unknown>, name: string, value: string) => Array.isArray(fields[name]) && (fields[name] as unknown[]).includes(value);

/**
 * The authorisation server's metadata, refused unless it is the one asked for (`issuer`) and offers
 * what the profile requires of every client: PAR, PKCE S256, DPoP with ES256, the `atproto` scope,
 * public clients, client metadata documents, the `iss` of the authorisation answer.
 */
export async function authServerMetadata(context: BlueskyOAuthContext, issuer: string): Promise<AuthServer> {
  const answer = await requestJson(context, `${issuer}/.well-known/oauth-authorization-server`);
  if (answer.status >= 500) throw blueskyError('transient', 'network.bluesky.authServerInvalid', { server: issuer, reason: `HTTP ${answer.status}` });
  if (answer.status !== 200) throw invalid(issuer, `HTTP ${answer.status}`);
  const fields = fieldsOf(answer);
  if (fields.issuer !== issuer) throw invalid(issuer, 'issuer');
  const required: [string, string][] = [
    ['response_types_supported', 'code'],
    ['grant_types_supported', 'authorization_code'],
    ['grant_types_supported', 'refresh_token'],
    ['code_challenge_methods_supported', 'S256'],
    ['token_endpoint_auth_methods_supported', 'none'],
    ['scopes_supported', 'atproto'],
    ['dpop_signing_alg_values_supported', 'ES256'],
  ];
  const missing = required.find(([name, value]) => !includes(fields, name, value));
  if (missing) throw invalid(issuer, `${missing[0]} ∌ ${missing[1]}`);
  for (const flag of ['require_pushed_authorization_requests', 'client_id_metadata_document_supported', 'authorization_response_iss_parameter_supported']) {
    if (fields[flag] !== true) throw invalid(issuer, flag);
  }
  const endpoint = (name: string) => {
    const value = stringField(fields, name);
    if (!allowedUrl(context, value)) throw invalid(issuer, name);
    return value!;
  };
  const revocation = stringField(fields, 'revocation_endpoint');
  return {
    issuer,
    authorizationEndpoint: endpoint('authorization_endpoint'),
    tokenEndpoint: endpoint('token_endpoint'),
    parEndpoint: endpoint('pushed_authorization_request_endpoint'),
    revocationEndpoint: revocation && allowedUrl(context, revocation) ? revocation : null,
  };
}
