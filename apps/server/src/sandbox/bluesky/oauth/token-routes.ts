import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxContext } from '../../kit/context.ts';
import { stringsOf } from './form.ts';
import { checkDpopProof, currentNonce, forgetOldJtis } from './dpop-check.ts';
import { issueSessionTokens, newSessionId, revokeSession, SESSION_LIFETIME_MS, sessionOfToken, spendRefreshToken, takeCode, type IssuedTokens } from './store.ts';

const oauthError = (reply: FastifyReply, status: number, error: string, description: string) => reply.code(status).send({ error, error_description: description });

const tokenAnswer = (tokens: IssuedTokens, sub: string, scope: string) => ({
  access_token: tokens.accessToken,
  token_type: 'DPoP',
  expires_in: tokens.expiresIn,
  refresh_token: tokens.refreshToken,
  scope,
  sub,
});

/**
 * The token endpoint, DPoP required: the code grant (single-use code, the client and return
 * address it was given for, the PKCE verifier, the same DPoP key as the pushed request) and the
 * refresh grant (single-use refresh token: a second use is `invalid_grant` and ends the session;
 * the session's key only). Revocation ends a session from either of its tokens.
 */
export function registerTokenRoutes(scope: FastifyInstance, ctx: SandboxContext) {
  scope.post('/oauth/token', async (request, reply) => {
    reply.header('dpop-nonce', currentNonce(ctx)).header('cache-control', 'no-store');
    const form = stringsOf(request.body);
    const proof = await checkDpopProof(ctx, request);
    if (!proof.ok) return oauthError(reply, 400, proof.error, proof.description);
    await forgetOldJtis(ctx);
    if (form.grant_type === 'authorization_code') {
      if (!form.code || !form.redirect_uri || !form.client_id || !form.code_verifier)
        return oauthError(reply, 400, 'invalid_request', 'Missing code, redirect_uri, client_id or code_verifier');
      const code = await takeCode(ctx, form.code);
      if (!code) return oauthError(reply, 400, 'invalid_grant', 'Invalid code');
      if (code.clientId !== form.client_id) return oauthError(reply, 400, 'invalid_grant', 'The code was issued to another client');
      if (code.redirectUri !== form.redirect_uri) return oauthError(reply, 400, 'invalid_grant', 'redirect_uri mismatch');
      if (createHash('sha256').update(form.code_verifier).digest('base64url') !== code.codeChallenge) return oauthError(reply, 400, 'invalid_grant', 'Invalid code_verifier');
      if (proof.jkt !== code.jkt) return oauthError(reply, 400, 'invalid_dpop_proof', 'DPoP key mismatch');
      const session = {
        did: code.did,
        handle: code.handle,
        owner: code.owner,
        clientId: code.clientId,
        scope: code.scope,
        jkt: code.jkt,
        expiresAt: ctx.clock.now() + SESSION_LIFETIME_MS,
      };
      const tokens = await issueSessionTokens(ctx, newSessionId(), session);
      return reply.send(tokenAnswer(tokens, code.did, code.scope));
    }
    if (form.grant_type === 'refresh_token') {
      if (!form.refresh_token || !form.client_id) return oauthError(reply, 400, 'invalid_request', 'Missing refresh_token or client_id');
      const spent = await spendRefreshToken(ctx, form.refresh_token);
      if (!spent.ok) return oauthError(reply, 400, 'invalid_grant', spent.replayed ? 'Refresh token replayed' : 'Invalid refresh token');
      const { session } = spent;
      if (session.clientId !== form.client_id || session.jkt !== proof.jkt) {
        await revokeSession(ctx, spent.sessionId);
        return oauthError(reply, 400, 'invalid_grant', 'The refresh token was issued to another client or DPoP key');
      }
      const tokens = await issueSessionTokens(ctx, spent.sessionId, session);
      return reply.send(tokenAnswer(tokens, session.did, session.scope));
    }
    return oauthError(reply, 400, 'unsupported_grant_type', 'Unsupported grant_type');
  });

  scope.post('/oauth/revoke', async (request, reply) => {
    reply.header('dpop-nonce', currentNonce(ctx));
    const form = stringsOf(request.body);
    if (!form.token) return oauthError(reply, 400, 'invalid_request', 'Missing token');
    const sessionId = await sessionOfToken(ctx, form.token);
    // An unknown token is no error: there is nothing left to revoke, and the answer tells nothing about tokens.
    if (sessionId) await revokeSession(ctx, sessionId);
    return reply.code(200).send({});
  });
}
