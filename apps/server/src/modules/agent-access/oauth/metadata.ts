import { API_KEY_SCOPES } from '@publia/shared';
import type { AppContext } from '../../../core/context/app-context.ts';

export const MCP_RESOURCE_PATH = '/mcp';
export const PROTECTED_RESOURCE_METADATA_PATH = '/.well-known/oauth-protected-resource';
export const AUTHORIZATION_SERVER_METADATA_PATH = '/.well-known/oauth-authorization-server';
export const AUTHORIZE_PATH = '/oauth/authorize';
export const TOKEN_PATH = '/oauth/token';
export const REGISTER_PATH = '/oauth/register';
export const REVOKE_PATH = '/oauth/revoke';

/** Publia is its own authorization server: its issuer is its public address. */
export const issuerOf = (ctx: AppContext): string => ctx.config.publicUrl;

/** The canonical address of the MCP server, the one audience its tokens are issued for. */
export const mcpResourceOf = (ctx: AppContext): string => `${ctx.config.publicUrl}${MCP_RESOURCE_PATH}`;

export const protectedResourceMetadataUrl = (ctx: AppContext): string => `${ctx.config.publicUrl}${PROTECTED_RESOURCE_METADATA_PATH}`;

/**
 * What a client asks for when it names no scope: everything but administration. MCP clients ask
 * for the scopes the protected resource lists, so `admin` is left to those who ask for it by name.
 */
export const DEFAULT_SCOPES = API_KEY_SCOPES.filter((scope) => scope !== 'admin');

/** The protected resource's metadata: where MCP clients learn which authorization server to ask. */
export function protectedResourceMetadata(ctx: AppContext) {
  return {
    resource: mcpResourceOf(ctx),
    authorization_servers: [issuerOf(ctx)],
    scopes_supported: DEFAULT_SCOPES,
    bearer_methods_supported: ['header'],
    resource_name: 'Publia',
  };
}

/** The authorization server's metadata: its endpoints, PKCE S256 only, public clients (no client secret). */
export function authorizationServerMetadata(ctx: AppContext) {
  const base = ctx.config.publicUrl;
  return {
    issuer: issuerOf(ctx),
    authorization_endpoint: `${base}${AUTHORIZE_PATH}`,
    token_endpoint: `${base}${TOKEN_PATH}`,
    registration_endpoint: `${base}${REGISTER_PATH}`,
    revocation_endpoint: `${base}${REVOKE_PATH}`,
    scopes_supported: [...API_KEY_SCOPES],
    response_types_supported: ['code'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['none'],
    revocation_endpoint_auth_methods_supported: ['none'],
    client_id_metadata_document_supported: true,
    authorization_response_iss_parameter_supported: true,
  };
}
