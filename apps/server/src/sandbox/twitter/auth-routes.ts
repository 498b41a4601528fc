import { frenchMessage } from '@publia/shared';
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../kit/context.ts';
import { SANDBOX_CLIENT } from '../../networks/network-context.ts';
import { basicClientAuth } from '../../networks/oauth2.ts';
import { answerAuthorize } from '../kit/authorize-page.ts';
import type { createGate } from '../kit/gate.ts';
import { findSandboxUser, ownerOfTokenRequest } from '../kit/oauth.ts';
import { grantTokens } from '../kit/token-grant.ts';
import { forbidden, invalidToken, oauthError, xHandle } from './dialect.ts';

type Gate = ReturnType<typeof createGate>;

const ACCESS_LIFETIME_SECONDS = 7200;

/** Confidential clients authenticate with HTTP Basic; a public client only names itself in the form. */
function clientAuthenticated(authorization: string | undefined, form: Record<string, string | undefined>): boolean {
  if (authorization) return authorization === basicClientAuth(SANDBOX_CLIENT.id, SANDBOX_CLIENT.secret);
  return form.client_id === SANDBOX_CLIENT.id;
}

export function authRoutes(scope: FastifyInstance, ctx: SandboxContext, gates: { api: Gate; oauth: Gate }) {
  scope.get<{ Querystring: Record<string, string | undefined> }>('/i/oauth2/authorize', async (request, reply) => {
    const q = request.query;
    // PKCE is mandatory on X: no challenge, no consent page.
    if (!q.code_challenge || !['S256', 'plain'].includes(q.code_challenge_method ?? '')) {
      const field = q.code_challenge ? 'code_challenge_method' : 'code_challenge';
      return reply.code(400).type('text/plain; charset=utf-8').send(frenchMessage('sandbox.authorizeInvalid', { field }));
    }
    return answerAuthorize(reply, 'twitter', {
      clientId: q.client_id,
      redirectUri: q.redirect_uri,
      responseType: q.response_type,
      state: q.state,
      scope: q.scope,
      codeChallenge: q.code_challenge,
      codeChallengeMethod: q.code_challenge_method,
    });
  });

  scope.post<{ Body: Record<string, string | undefined> }>('/2/oauth2/token', async (request, reply) => {
    const form = request.body ?? {};
    if ((await gates.oauth.fault(request, reply, 'token', await ownerOfTokenRequest(ctx.db, 'twitter', form))) === 'answered') return reply;
    if (!clientAuthenticated(request.headers.authorization, form)) {
      return gates.oauth.send(reply, { ...oauthError('unauthorized_client', 'Missing valid authorization header'), status: 401 });
    }
    const granted = await grantTokens(ctx, 'twitter', form, { accessLifetimeSeconds: ACCESS_LIFETIME_SECONDS, rotateRefreshToken: true });
    if (!granted.ok) {
      return gates.oauth.send(reply, granted.reason === 'unsupported_grant_type' ? oauthError('unsupported_grant_type', 'Grant type not supported.') : invalidToken());
    }
    const { tokens } = granted;
    // Without `offline.access` X gives no refresh token.
    const offline = tokens.scope.split(' ').includes('offline.access');
    return {
      token_type: 'bearer',
      expires_in: tokens.expiresIn,
      access_token: tokens.accessToken,
      scope: tokens.scope,
      ...(offline && tokens.refreshToken ? { refresh_token: tokens.refreshToken } : {}),
    };
  });

  scope.get<{ Querystring: { 'user.fields'?: string } }>('/2/users/me', async (request, reply) => {
    const caller = await gates.api.enter(request, reply, 'profile');
    if (!caller) return reply;
    if (!caller.scope.split(' ').includes('users.read')) return gates.api.send(reply, forbidden('Missing scope users.read'));
    const user = await findSandboxUser(ctx.db, 'twitter', caller.userId);
    if (!user) return gates.api.send(reply, invalidToken());
    const fields = (request.query['user.fields'] ?? '').split(',');
    const optional: Record<string, unknown> = {
      profile_image_url: user.pictureUrl,
      verified: false,
      public_metrics: fields.includes('public_metrics')
        ? { followers_count: await ctx.audience.followers('twitter', user), following_count: 180, tweet_count: 42, listed_count: 1 }
        : undefined,
    };
    const chosen = fields.filter((field) => field in optional).map((field) => [field, optional[field]]);
    return { data: { id: user.id, name: user.name, username: xHandle(user.username), ...Object.fromEntries(chosen) } };
  });
}
