import type { FastifyPluginAsync } from 'fastify';
import type { SandboxContext } from '../../kit/context.ts';
import { registerIdentityRoutes } from './accounts.ts';
import { registerAuthorizeRoutes } from './authorize-routes.ts';
import { currentNonce } from './dpop-check.ts';
import { registerTokenRoutes } from './token-routes.ts';

export { verifyDpopRequest, sendDpopRefusal, usesDpop, type DpopCaller, type DpopRefusal } from './dpop-check.ts';
export { sandboxAccount, sandboxAccountOfDid, sandboxDidOf, sandboxHandle, sandboxHandleOfTyped, SANDBOX_HANDLE_DOMAIN, type SandboxBlueskyAccount } from './accounts.ts';

/** The sandbox's scopes: the protocol's and its transitional ones, as the reference server offers them. */
const SCOPES = ['atproto', 'transition:generic', 'transition:chat.bsky', 'transition:email'];

/**
 * Bluesky's identity and OAuth, as the sandbox plays them under /sandbox/bluesky (the plugin is
 * registered with that prefix; the sandbox is at once the handle resolver, the DID directory, the
 * PDS and its authorisation server, whose issuer is its address): the protected-resource and
 * authorisation-server metadata, PAR, the consent page, the token and revocation endpoints. The
 * PDS's API checks its callers with `verifyDpopRequest`.
 */
export const blueskyOAuthSandbox =
  (ctx: SandboxContext): FastifyPluginAsync =>
  async (scope) => {
    const base = `${ctx.publicUrl}${scope.prefix}`;
    registerIdentityRoutes(scope, ctx, base);
    scope.get('/.well-known/oauth-protected-resource', async (_request, reply) =>
      reply.send({ resource: base, authorization_servers: [base], scopes_supported: [], bearer_methods_supported: ['header'] }),
    );
    scope.get('/.well-known/oauth-authorization-server', async (_request, reply) =>
      reply.header('dpop-nonce', currentNonce(ctx)).send({
        issuer: base,
        authorization_endpoint: `${base}/oauth/authorize`,
        token_endpoint: `${base}/oauth/token`,
        pushed_authorization_request_endpoint: `${base}/oauth/par`,
        revocation_endpoint: `${base}/oauth/revoke`,
        require_pushed_authorization_requests: true,
        response_types_supported: ['code'],
        response_modes_supported: ['query', 'fragment', 'form_post'],
        grant_types_supported: ['authorization_code', 'refresh_token'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['none', 'private_key_jwt'],
        token_endpoint_auth_signing_alg_values_supported: ['ES256'],
        scopes_supported: SCOPES,
        subject_types_supported: ['public'],
        authorization_response_iss_parameter_supported: true,
        dpop_signing_alg_values_supported: ['ES256'],
        client_id_metadata_document_supported: true,
        require_request_uri_registration: true,
      }),
    );
    registerAuthorizeRoutes(scope, ctx, base);
    registerTokenRoutes(scope, ctx);
  };
