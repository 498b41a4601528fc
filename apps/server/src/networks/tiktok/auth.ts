import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { codeGrant, refreshGrant } from '../oauth2.ts';
import { readAnswer } from '../read-answer.ts';
import type { Connection, NetworkProfile, TokenSet } from '../types.ts';
import { tiktokApi } from './api.ts';
import { readTikTokError } from './errors.ts';

/** Profile (with its follower count), Direct Post, and the video list behind metrics. */
export const TIKTOK_SCOPES = ['user.info.basic', 'user.info.profile', 'user.info.stats', 'video.publish', 'video.list'];

const PROFILE_FIELDS = 'open_id,union_id,avatar_url,display_name,username,follower_count';

export function authorizationUrl(context: NetworkContext, input: { state: string; redirectUri: string; codeChallenge?: string }): string {
  const url = new URL(`${context.baseUrls.auth}/v2/auth/authorize/`);
  // TikTok names the client id `client_key`, everywhere.
  url.searchParams.set('client_key', context.clientId);
  url.searchParams.set('scope', TIKTOK_SCOPES.join(','));
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('redirect_uri', input.redirectUri);
  url.searchParams.set('state', input.state);
  if (input.codeChallenge) {
    url.searchParams.set('code_challenge', input.codeChallenge);
    url.searchParams.set('code_challenge_method', 'S256');
  }
  return url.toString();
}

const requestToken = (context: NetworkContext, form: Record<string, string | undefined>) =>
  tiktokApi(context, {
    path: '/v2/oauth/token/',
    form: { client_key: context.clientId, client_secret: context.clientSecret, ...form },
    readError: (answer) => readTikTokError(answer, form.grant_type === 'refresh_token' ? 'token_expired' : 'invalid_content'),
  });

export async function exchangeCode(context: NetworkContext, input: { code: string; redirectUri: string; codeVerifier?: string }): Promise<Connection> {
  const tokens = await codeGrant('tiktok', (form) => requestToken(context, form), input);
  return { tokens, profile: await fetchProfile(context, tokens.accessToken), settings: {} };
}

/** The access token lives 24 h, the refresh token 365 d; TikTok may hand a new refresh token back. */
export async function refresh(context: NetworkContext, tokens: TokenSet): Promise<TokenSet> {
  return refreshGrant('tiktok', (form) => requestToken(context, form), tokens);
}

const userInfoSchema = z.object({
  data: z.object({
    user: z.object({
      open_id: z.string().min(1),
      username: z.string().min(1),
      display_name: z.string().nullish(),
      avatar_url: z.string().nullish(),
      follower_count: z.number().nullish(),
    }),
  }),
});

export async function fetchProfile(context: NetworkContext, accessToken: string): Promise<NetworkProfile> {
  const answer = await tiktokApi(context, { method: 'GET', path: '/v2/user/info/', query: { fields: PROFILE_FIELDS }, bearer: accessToken });
  const { user } = readAnswer('tiktok', userInfoSchema, answer).data;
  return {
    externalId: user.open_id,
    username: user.username,
    displayName: user.display_name ?? null,
    pictureUrl: user.avatar_url ?? null,
    followers: user.follower_count ?? null,
  };
}
