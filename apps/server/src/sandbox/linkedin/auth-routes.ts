import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../kit/context.ts';
import { SANDBOX_CLIENT } from '../../networks/network-context.ts';
import { answerAuthorize } from '../kit/authorize-page.ts';
import type { createGate } from '../kit/gate.ts';
import { findSandboxUser, ownerOfTokenRequest, tokenKey, type TokenRecord } from '../kit/oauth.ts';
import { getRecord } from '../kit/repository.ts';
import { grantTokens } from '../kit/token-grant.ts';
import { accessDenied, invalidToken, oauthError } from './dialect.ts';

type Gate = ReturnType<typeof createGate>;

/** 60 days, LinkedIn's access-token lifetime. */
const ACCESS_LIFETIME_SECONDS = 60 * 86_400;

export function authRoutes(scope: FastifyInstance, ctx: SandboxContext, gates: { api: Gate; oauth: Gate }) {
  scope.get<{ Querystring: Record<string, string | undefined> }>('/oauth/v2/authorization', async (request, reply) => {
    const q = request.query;
    return answerAuthorize(reply, 'linkedin', {
      clientId: q.client_id,
      redirectUri: q.redirect_uri,
      responseType: q.response_type,
      state: q.state,
      scope: q.scope,
    });
  });

  scope.post<{ Body: Record<string, string | undefined> }>('/oauth/v2/accessToken', async (request, reply) => {
    const form = request.body ?? {};
    if ((await gates.oauth.fault(request, reply, 'token', await ownerOfTokenRequest(ctx.db, 'linkedin', form))) === 'answered') return reply;
    if (form.client_id !== SANDBOX_CLIENT.id || form.client_secret !== SANDBOX_CLIENT.secret) {
      return gates.oauth.send(reply, oauthError(401, 'invalid_client', 'Client authentication failed'));
    }
    // The demo app is treated as an approved partner: it gets a refresh token, which does not rotate.
    const granted = await grantTokens(ctx, 'linkedin', form, { accessLifetimeSeconds: ACCESS_LIFETIME_SECONDS, rotateRefreshToken: false });
    if (!granted.ok) {
      const description =
        granted.reason === 'unsupported_grant_type'
          ? 'Grant type is not supported'
          : 'Unable to retrieve access token: appid/redirect uri/code verifier does not match authorization code. Or authorization code expired.';
      return gates.oauth.send(reply, oauthError(400, granted.reason === 'unsupported_grant_type' ? 'unsupported_grant_type' : 'invalid_request', description));
    }
    const { tokens } = granted;
    // Refreshing does not extend the refresh token: its lifetime counts from the first consent.
    const refresh = tokens.refreshToken ? await getRecord<TokenRecord>(ctx.db, 'linkedin', 'refresh', tokenKey(tokens.refreshToken)) : null;
    return {
      access_token: tokens.accessToken,
      expires_in: tokens.expiresIn,
      scope: tokens.scope,
      ...(refresh ? { refresh_token: tokens.refreshToken, refresh_token_expires_in: Math.max(0, Math.floor((refresh.expiresAt - Date.now()) / 1000)) } : {}),
    };
  });

  scope.get('/v2/userinfo', async (request, reply) => {
    const caller = await gates.api.enter(request, reply, 'profile');
    if (!caller) return reply;
    const granted = caller.scope.split(/[\s,]+/);
    if (!granted.includes('openid') || !granted.includes('profile')) return gates.api.send(reply, accessDenied('Not enough permissions to access: userinfo.GET.NO_VERSION'));
    const user = await findSandboxUser(ctx.db, 'linkedin', caller.userId);
    if (!user) return gates.api.send(reply, invalidToken());
    const [given, ...family] = user.name.split(' ');
    return {
      sub: user.id,
      email_verified: true,
      name: user.name,
      locale: { country: 'FR', language: 'fr' },
      given_name: given,
      family_name: family.join(' '),
      ...(granted.includes('email') ? { email: `${user.username}@exemple.fr` } : {}),
      picture: user.pictureUrl,
    };
  });
}
