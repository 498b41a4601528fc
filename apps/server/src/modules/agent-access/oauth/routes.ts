import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../core/context/app-context.ts';
import { csrfTokenFor, resolveSession, type SessionInfo } from '../../../core/auth/service.ts';
import { AppError } from '../../../http/app-error.ts';
import { isSameOrigin } from '../../../http/csrf.ts';
import { readSessionToken } from '../../../http/session-cookie.ts';
import { decideConsent, readAuthorizeRequest, RedirectedRefusal } from './authorize.ts';
import { registerClient } from './clients.ts';
import { renderConsentPage, renderRefusalPage } from './consent-page.ts';
import { revokeToken, tokenRequest } from './exchange.ts';
import {
  AUTHORIZATION_SERVER_METADATA_PATH,
  authorizationServerMetadata,
  AUTHORIZE_PATH,
  MCP_RESOURCE_PATH,
  PROTECTED_RESOURCE_METADATA_PATH,
  protectedResourceMetadata,
  REGISTER_PATH,
  REVOKE_PATH,
  TOKEN_PATH,
} from './metadata.ts';
import { OAuthError } from './oauth-error.ts';

const open = { permission: 'public' } as const;

/** What the client's own pages (a browser-based MCP client) may read: metadata, registration and tokens carry no cookie. */
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'content-type, authorization, mcp-protocol-version',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

/** A consent page may send its form to Publia, and be redirected from there to the client's address only. */
function consentPolicy(redirectUri: string): string {
  return `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(redirectUri).origin}; frame-ancestors 'none'; base-uri 'none'`;
}

const sendOAuthError = (reply: FastifyReply, error: OAuthError) =>
  reply
    .code(error.status)
    .headers({ ...CORS, 'cache-control': 'no-store' })
    .send(error.body);

function sendRefusalPage(reply: FastifyReply, error: OAuthError) {
  return reply
    .code(error.status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
    .send(renderRefusalPage(error.description));
}

/** The signed-in member at the keyboard, or null (no cookie, or a dead session). */
async function sessionOf(ctx: AppContext, request: FastifyRequest): Promise<SessionInfo | null> {
  try {
    return await resolveSession(ctx, readSessionToken(request));
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 401) return null;
    throw error;
  }
}

/**
 * Publia as the authorization server of its MCP endpoint: the protected resource's and the
 * server's metadata, client registration, the consent page (the member signed in by their session;
 * otherwise sent to the sign-in page and back), the token and revocation endpoints.
 */
export function oauthServerRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await app.register(formbody);
    app.setErrorHandler((error, _request, reply) => {
      if (error instanceof OAuthError) return sendOAuthError(reply, error);
      throw error;
    });

    for (const url of [PROTECTED_RESOURCE_METADATA_PATH, `${PROTECTED_RESOURCE_METADATA_PATH}${MCP_RESOURCE_PATH}`]) {
      app.get(url, { config: open }, async (_request, reply) => reply.headers(CORS).send(protectedResourceMetadata(ctx)));
    }
    app.get(AUTHORIZATION_SERVER_METADATA_PATH, { config: open }, async (_request, reply) => reply.headers(CORS).send(authorizationServerMetadata(ctx)));
    for (const url of [REGISTER_PATH, TOKEN_PATH, REVOKE_PATH, AUTHORIZATION_SERVER_METADATA_PATH, PROTECTED_RESOURCE_METADATA_PATH]) {
      app.options(url, { config: open }, async (_request, reply) => reply.code(204).headers(CORS).send());
    }

    app.post(REGISTER_PATH, { config: open }, async (request, reply) =>
      reply
        .code(201)
        .headers({ ...CORS, 'cache-control': 'no-store' })
        .send(await registerClient(ctx, request.body, request.ip)),
    );
    app.post(TOKEN_PATH, { config: open }, async (request, reply) => reply.headers({ ...CORS, 'cache-control': 'no-store' }).send(await tokenRequest(ctx, request.body)));
    app.post(REVOKE_PATH, { config: open }, async (request, reply) => {
      await revokeToken(ctx, request.body);
      return reply.headers(CORS).send({});
    });

    app.get(AUTHORIZE_PATH, { config: open }, async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      try {
        const authorize = await readAuthorizeRequest(ctx, query);
        const session = await sessionOf(ctx, request);
        // Signed out: the sign-in page, which comes back here (the same request) once signed in.
        if (!session) return reply.redirect(`/login?from=${encodeURIComponent(request.url)}`);
        return reply
          .type('text/html; charset=utf-8')
          .header('content-security-policy', consentPolicy(authorize.redirectUri))
          .header('x-frame-options', 'DENY')
          .header('cache-control', 'no-store')
          .send(renderConsentPage(session, authorize));
      } catch (error) {
        if (error instanceof RedirectedRefusal) return reply.redirect(error.location);
        if (error instanceof OAuthError) return sendRefusalPage(reply, error);
        throw error;
      }
    });

    app.post(AUTHORIZE_PATH, { config: open }, async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, unknown>;
      // The consent form is the session's own: from this site, with the session's CSRF token.
      const session = await sessionOf(ctx, request);
      if (!session) throw new AppError(401, 'auth.unauthenticated');
      const token = readSessionToken(request)!;
      if (!isSameOrigin(ctx.config, request) || form.csrf_token !== csrfTokenFor(token)) throw new AppError(403, 'http.csrf');
      try {
        const authorize = await readAuthorizeRequest(ctx, form);
        return reply.redirect(await decideConsent(ctx, session, authorize, form.decision === 'allow', request.ip), 303);
      } catch (error) {
        if (error instanceof RedirectedRefusal) return reply.redirect(error.location, 303);
        if (error instanceof OAuthError) return sendRefusalPage(reply, error);
        throw error;
      }
    });
  };
}
