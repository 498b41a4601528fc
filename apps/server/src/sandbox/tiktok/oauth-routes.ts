import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../kit/context.ts';
import { answerAuthorize } from '../kit/authorize-page.ts';
import type { createGate } from '../kit/gate.ts';
import { findSandboxUser, ownerOfTokenRequest } from '../kit/oauth.ts';
import { grantTokens } from '../kit/token-grant.ts';
import { apiError, ok, oauthError } from './dialect.ts';

type Gate = ReturnType<typeof createGate>;

const ACCESS_LIFETIME_SECONDS = 86_400;
const REFRESH_LIFETIME_SECONDS = 365 * 86_400;

/** Which scope each `user/info` field needs (TikTok's Display API). */
const FIELD_SCOPES: Record<string, string> = {
  open_id: 'user.info.basic',
  union_id: 'user.info.basic',
  avatar_url: 'user.info.basic',
  display_name: 'user.info.basic',
  username: 'user.info.profile',
  bio_description: 'user.info.profile',
  is_verified: 'user.info.profile',
  follower_count: 'user.info.stats',
  following_count: 'user.info.stats',
  likes_count: 'user.info.stats',
  video_count: 'user.info.stats',
};

const GRANT_FAILURES = {
  invalid_grant: 'Authorization code is expired or has already been used.',
  invalid_verifier: 'Code verifier does not match the code challenge.',
  redirect_mismatch: 'Redirect URI does not match the one used to get the code.',
  invalid_request: 'A required parameter is missing.',
  unsupported_grant_type: 'Grant type is not supported.',
} as const;

export function oauthRoutes(scope: FastifyInstance, ctx: SandboxContext, gates: { api: Gate; oauth: Gate }) {
  scope.get<{ Querystring: Record<string, string | undefined> }>('/v2/auth/authorize/', async (request, reply) => {
    const q = request.query;
    return answerAuthorize(reply, 'tiktok', {
      clientId: q.client_key,
      clientIdName: 'client_key',
      redirectUri: q.redirect_uri,
      responseType: q.response_type,
      state: q.state,
      scope: q.scope,
      codeChallenge: q.code_challenge,
      codeChallengeMethod: q.code_challenge_method,
    });
  });

  scope.post<{ Body: Record<string, string | undefined> }>('/v2/oauth/token/', async (request, reply) => {
    const form = request.body ?? {};
    if ((await gates.oauth.fault(request, reply, 'token', await ownerOfTokenRequest(ctx.db, 'tiktok', form))) === 'answered') return reply;
    if (!form.client_key || !form.client_secret) {
      return gates.oauth.send(reply, oauthError('invalid_client', 'Client key or secret is incorrect.'));
    }
    const granted = await grantTokens(ctx, 'tiktok', form, { accessLifetimeSeconds: ACCESS_LIFETIME_SECONDS, rotateRefreshToken: false });
    if (!granted.ok) {
      const error = granted.reason === 'invalid_request' || granted.reason === 'unsupported_grant_type' ? granted.reason : 'invalid_grant';
      return gates.oauth.send(reply, oauthError(error, GRANT_FAILURES[granted.reason]));
    }
    const { tokens } = granted;
    return {
      open_id: granted.userId,
      scope: tokens.scope,
      access_token: tokens.accessToken,
      expires_in: tokens.expiresIn,
      refresh_token: tokens.refreshToken,
      refresh_expires_in: REFRESH_LIFETIME_SECONDS,
      token_type: 'Bearer',
    };
  });

  scope.get<{ Querystring: { fields?: string } }>('/v2/user/info/', async (request, reply) => {
    const caller = await gates.api.enter(request, reply, 'profile');
    if (!caller) return reply;
    const fields = (request.query.fields ?? '').split(',').filter(Boolean);
    const unknown = fields.find((field) => !FIELD_SCOPES[field]);
    if (fields.length === 0 || unknown) return gates.api.send(reply, apiError(400, 'invalid_params', `Invalid field: ${unknown ?? 'fields'}`));
    const granted = new Set(caller.scope.split(','));
    const missing = fields.find((field) => !granted.has(FIELD_SCOPES[field]!));
    if (missing) return gates.api.send(reply, apiError(401, 'scope_not_authorized', `The user did not authorize the scope required for ${missing}.`));
    const user = await findSandboxUser(ctx.db, 'tiktok', caller.userId);
    if (!user) return gates.api.send(reply, apiError(401, 'access_token_invalid', 'The access token is invalid or not found in the request.'));
    const followers = fields.includes('follower_count') || fields.includes('likes_count') ? await ctx.audience.followers('tiktok', user) : 0;
    const values: Record<string, unknown> = {
      open_id: user.id,
      union_id: `u${user.id}`,
      avatar_url: user.pictureUrl,
      display_name: user.name,
      username: user.username,
      bio_description: '',
      is_verified: false,
      follower_count: followers,
      following_count: 42,
      likes_count: followers * 3,
      video_count: 0,
    };
    return ok({ user: Object.fromEntries(fields.map((field) => [field, values[field]])) });
  });
}
