import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { basicClientAuth, codeGrant, refreshGrant } from '../oauth2.ts';
import { readAnswer } from '../read-answer.ts';
import type { Connection, NetworkProfile, TokenSet } from '../types.ts';
import { xApi } from './api.ts';

/**
 * Publishing scopes (`tweet.read`, `tweet.write`, `users.read`, `media.write`), and hiding replies (`tweet.moderate.write`); `offline.access`
 * is what earns a refresh token.
 */
export const X_SCOPES = ['tweet.read', 'tweet.write', 'tweet.moderate.write', 'users.read', 'media.write', 'offline.access'];

export function authorizationUrl(context: NetworkContext, input: { state: string; redirectUri: string; codeChallenge?: string }): string {
  // X refuses an authorisation request without PKCE.
  if (!input.codeChallenge) throw new Error('X requires PKCE: a code challenge is needed');
  const url = new URL(`${context.baseUrls.auth}/i/oauth2/authorize`);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', context.clientId);
  url.searchParams.set('redirect_uri', input.redirectUri);
  url.searchParams.set('scope', X_SCOPES.join(' '));
  url.searchParams.set('state', input.state);
  url.searchParams.set('code_challenge', input.codeChallenge);
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

/** Publia is a confidential client: HTTP Basic, plus `client_id` in the form as X's own examples do. */
const requestToken = (context: NetworkContext, form: Record<string, string | undefined>) =>
  xApi(context, {
    path: '/2/oauth2/token',
    headers: { authorization: basicClientAuth(context.clientId, context.clientSecret) },
    form: { ...form, client_id: context.clientId },
  });

export async function exchangeCode(context: NetworkContext, input: { code: string; redirectUri: string; codeVerifier?: string }): Promise<Connection> {
  const tokens = await codeGrant('twitter', (form) => requestToken(context, form), input);
  return { tokens, profile: await fetchProfile(context, tokens.accessToken), settings: {} };
}

/** X rotates refresh tokens: the one sent is spent, the answer carries the next. */
export async function refresh(context: NetworkContext, tokens: TokenSet): Promise<TokenSet> {
  return refreshGrant('twitter', (form) => requestToken(context, form), tokens);
}

const meSchema = z.object({
  data: z.object({
    id: z.string().min(1),
    name: z.string(),
    username: z.string().min(1),
    profile_image_url: z.string().nullish(),
    public_metrics: z.object({ followers_count: z.number() }).nullish(),
  }),
});

export async function fetchProfile(context: NetworkContext, accessToken: string): Promise<NetworkProfile> {
  const answer = await xApi(context, {
    method: 'GET',
    path: '/2/users/me',
    query: { 'user.fields': 'profile_image_url,username,name,verified,public_metrics' },
    bearer: accessToken,
  });
  const user = readAnswer('twitter', meSchema, answer).data;
  return {
    externalId: user.id,
    username: user.username,
    displayName: user.name || null,
    pictureUrl: user.profile_image_url ?? null,
    followers: user.public_metrics?.followers_count ?? null,
  };
}
