import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../kit/context.ts';
import { answerAuthorize } from '../kit/authorize-page.ts';
import { findSandboxUser, ownerOfTokenRequest } from '../kit/oauth.ts';
import { listPosts } from '../kit/posts.ts';
import { grantTokens } from '../kit/token-grant.ts';
import { pinterestError } from './dialect.ts';
import type { PinterestFake } from './fake.ts';
import { boardsOf } from './store.ts';

/** About 30 days (third party ⚠); the continuous refresh token lives 60 days and renews itself. */
const ACCESS_LIFETIME_SECONDS = 30 * 86_400;
const REFRESH_LIFETIME_SECONDS = 60 * 86_400;

/** `Authorization: Basic base64(client_id:client_secret)`, both present. */
function hasClientCredentials(authorization: string | undefined): boolean {
  const encoded = authorization?.match(/^Basic\s+(.+)$/i)?.[1];
  if (!encoded) return false;
  const [id, secret] = Buffer.from(encoded, 'base64').toString('utf8').split(':');
  return Boolean(id && secret);
}

const GRANT_FAILURES = {
  invalid_grant: 'Invalid authorization code or refresh token.',
  invalid_verifier: 'Invalid code verifier.',
  redirect_mismatch: 'Redirect URI does not match the one of the authorization request.',
  invalid_request: 'Missing parameters.',
  unsupported_grant_type: 'Unsupported grant type.',
} as const;

export function accountRoutes(scope: FastifyInstance, ctx: SandboxContext, fake: PinterestFake) {
  scope.get<{ Querystring: Record<string, string | undefined> }>('/oauth/', async (request, reply) => {
    const q = request.query;
    return answerAuthorize(reply, 'pinterest', {
      clientId: q.client_id,
      redirectUri: q.redirect_uri,
      responseType: q.response_type,
      state: q.state,
      scope: q.scope,
    });
  });

  scope.post<{ Body: Record<string, string | undefined> }>('/v5/oauth/token', async (request, reply) => {
    const form = request.body ?? {};
    if ((await fake.gate.fault(request, reply, 'token', await ownerOfTokenRequest(ctx.db, 'pinterest', form))) === 'answered') return reply;
    if (!hasClientCredentials(request.headers.authorization)) return fake.gate.send(reply, pinterestError(401, 'Authentication failed: invalid client credentials.'));
    const granted = await grantTokens(ctx, 'pinterest', form, { accessLifetimeSeconds: ACCESS_LIFETIME_SECONDS, rotateRefreshToken: true });
    if (!granted.ok) return fake.gate.send(reply, pinterestError(400, GRANT_FAILURES[granted.reason]));
    const { tokens } = granted;
    return {
      access_token: tokens.accessToken,
      refresh_token: tokens.refreshToken,
      response_type: form.grant_type,
      token_type: 'bearer',
      expires_in: tokens.expiresIn,
      refresh_token_expires_in: REFRESH_LIFETIME_SECONDS,
      refresh_token_expires_at: Math.floor(Date.now() / 1000) + REFRESH_LIFETIME_SECONDS,
      scope: tokens.scope,
    };
  });

  scope.get('/v5/user_account', async (request, reply) => {
    const caller = await fake.enter(request, reply, 'profile');
    if (!caller) return reply;
    const user = await findSandboxUser(ctx.db, 'pinterest', caller.userId);
    if (!user) return fake.gate.send(reply, pinterestError(401, 'Authentication failed.'));
    const pins = (await listPosts(ctx.db, 'pinterest', user.owner ?? null)).filter((post) => post.userId === user.id).length;
    const followers = await ctx.audience.followers('pinterest', user);
    return {
      account_type: 'BUSINESS',
      id: user.id,
      username: user.username,
      business_name: user.name,
      profile_image: user.pictureUrl,
      website_url: '',
      about: '',
      board_count: (await boardsOf(ctx.db, user.id)).length,
      pin_count: pins,
      follower_count: followers,
      following_count: 37,
      monthly_views: followers * 12,
    };
  });

  scope.get<{ Querystring: { page_size?: string; bookmark?: string } }>('/v5/boards', async (request, reply) => {
    const caller = await fake.enter(request, reply, 'profile');
    if (!caller) return reply;
    const pageSize = request.query.page_size === undefined ? 25 : Number(request.query.page_size);
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 250) return fake.gate.send(reply, pinterestError(400, 'page_size must be between 1 and 250.'));
    const user = await findSandboxUser(ctx.db, 'pinterest', caller.userId);
    const boards = await boardsOf(ctx.db, caller.userId);
    return {
      items: boards.slice(0, pageSize).map((board) => ({
        id: board.id,
        name: board.name,
        description: board.description,
        privacy: 'PUBLIC',
        owner: { username: user?.username ?? '' },
        created_at: board.createdAt,
        board_pins_modified_at: board.createdAt,
        pin_count: 0,
        follower_count: 0,
        collaborator_count: 0,
        is_ads_only: false,
        media: { image_cover_url: null, pin_thumbnail_urls: [] },
      })),
      bookmark: null,
    };
  });
}
