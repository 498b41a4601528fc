import { API_KEY_SCOPES, frenchMessage, type ApiKeyScope } from '@publia/shared';
import type { AppContext } from '../../../core/context/app-context.ts';
import type { SessionInfo } from '../../../core/auth/service.ts';
import { actorOf, recordAudit } from '../../../core/audit/service.ts';
import { clientOf } from './clients.ts';
import { DEFAULT_SCOPES, issuerOf, mcpResourceOf } from './metadata.ts';
import { OAuthError } from './oauth-error.ts';
import { isRegisteredRedirect } from './redirect-uris.ts';
import { insertCode, insertGrant, type ClientRow } from './repository.ts';
import { CODE_TTL_MS, newSecret, S256_CHALLENGE } from './tokens.ts';

/** An authorization request once checked: what the consent page shows and the consent form sends back. */
export interface AuthorizeRequest {
  client: ClientRow;
  redirectUri: string;
  state: string | undefined;
  scopes: ApiKeyScope[];
  codeChallenge: string;
  resource: string;
}

/** A refusal sent back to the client at its redirect URI (once that URI is known to be the client's). */
export class RedirectedRefusal extends Error {
  constructor(readonly location: string) {
    super('authorization refused at the redirect URI');
  }
}

const one = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** The redirect URI with the answer's parameters, `iss` among them (the client checks it came from this server). */
export function redirectWith(ctx: AppContext, redirectUri: string, params: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries({ ...params, iss: issuerOf(ctx) })) if (value !== undefined) url.searchParams.set(name, value);
  return url.href;
}

function scopesOf(scope: string | undefined): ApiKeyScope[] {
  if (scope === undefined) return [...DEFAULT_SCOPES];
  const asked = [...new Set(scope.split(/\s+/).filter(Boolean))];
  const unknown = asked.find((name) => !(API_KEY_SCOPES as readonly string[]).includes(name));
  if (unknown !== undefined) throw new OAuthError(400, 'invalid_scope', 'agentOAuth.unknownScope', { scope: unknown.slice(0, 50), scopes: API_KEY_SCOPES.join(', ') });
  return asked.length > 0 ? (asked as ApiKeyScope[]) : [...DEFAULT_SCOPES];
}

/**
 * Checks an authorization request (the query of GET /oauth/authorize, or the consent form's
 * fields). A client or redirect URI that cannot be trusted is an OAuthError shown to the person
 * (never a redirect to an address nobody registered); any other fault is sent back to the client
 * at its redirect URI as a RedirectedRefusal.
 */
export async function readAuthorizeRequest(ctx: AppContext, params: Record<string, unknown>): Promise<AuthorizeRequest> {
  const clientId = one(params.client_id);
  if (!clientId) throw new OAuthError(400, 'invalid_request', 'agentOAuth.invalidRequest', { field: 'client_id' });
  const client = await clientOf(ctx, clientId);
  const redirectUri = one(params.redirect_uri);
  if (!redirectUri) throw new OAuthError(400, 'invalid_request', 'agentOAuth.invalidRequest', { field: 'redirect_uri' });
  if (!isRegisteredRedirect(client.redirectUris, redirectUri)) {
    throw new OAuthError(400, 'invalid_request', 'agentOAuth.redirectUriNotRegistered', { uri: redirectUri.slice(0, 200) });
  }
  const state = one(params.state);
  try {
    if (params.response_type !== 'code') throw new OAuthError(400, 'unsupported_response_type', 'agentOAuth.unsupportedResponseType');
    const codeChallenge = one(params.code_challenge);
    if (!codeChallenge) throw new OAuthError(400, 'invalid_request', 'agentOAuth.pkceRequired');
    const method = one(params.code_challenge_method) ?? 'plain';
    if (method !== 'S256') throw new OAuthError(400, 'invalid_request', 'agentOAuth.pkceMethod', { method: method.slice(0, 20) });
    if (!S256_CHALLENGE.test(codeChallenge)) throw new OAuthError(400, 'invalid_request', 'agentOAuth.invalidRequest', { field: 'code_challenge' });
    const resource = one(params.resource) ?? mcpResourceOf(ctx);
    if (resource !== mcpResourceOf(ctx))
      throw new OAuthError(400, 'invalid_target', 'agentOAuth.wrongResource', { resource: resource.slice(0, 200), expected: mcpResourceOf(ctx) });
    return { client, redirectUri, state, scopes: scopesOf(one(params.scope)), codeChallenge, resource };
  } catch (error) {
    if (!(error instanceof OAuthError)) throw error;
    throw new RedirectedRefusal(redirectWith(ctx, redirectUri, { error: error.error, error_description: error.description, state }));
  }
}

/**
 * The person's answer on the consent page. Allowed: a grant of the scopes for the session's member
 * and workspace, and a code (single use, 10 minutes, bound to the redirect URI and the PKCE
 * challenge) sent to the client; denied: `access_denied`, nothing kept. Answers where to go.
 */
export async function decideConsent(ctx: AppContext, session: SessionInfo, request: AuthorizeRequest, allowed: boolean, ip: string | null): Promise<string> {
  if (!allowed) return redirectWith(ctx, request.redirectUri, { error: 'access_denied', error_description: frenchMessage('agentOAuth.consentDenied'), state: request.state });
  const now = ctx.clock.now();
  const code = newSecret();
  const grantId = await ctx.db.transaction(async (tx) => {
    const id = await insertGrant(tx, {
      workspaceId: session.workspace.id,
      userId: session.user.id,
      clientRowId: request.client.id,
      scopes: request.scopes,
      resource: request.resource,
    });
    await insertCode(tx, { codeHash: code.hash, grantId: id, redirectUri: request.redirectUri, codeChallenge: request.codeChallenge, expiresAt: new Date(now + CODE_TTL_MS) });
    return id;
  });
  await recordAudit(ctx, {
    workspaceId: session.workspace.id,
    actor: actorOf(session),
    action: 'agent.client_authorised',
    target: request.client.name,
    details: { grantId, clientId: request.client.clientId, scopes: request.scopes.join(' ') },
    ip,
  });
  return redirectWith(ctx, request.redirectUri, { code: code.value, state: request.state });
}
