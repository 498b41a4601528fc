import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { basicClientAuth, codeGrant, refreshGrant } from '../oauth2.ts';
import { readAnswer } from '../read-answer.ts';
import type { Connection, NetworkProfile, TokenSet } from '../types.ts';
import { pinterestApi } from './api.ts';
import { listBoards } from './boards.ts';

/** Reading boards and Pins (analytics included), writing Pins, reading the account. */
export const PINTEREST_SCOPES = ['boards:read', 'boards:write', 'pins:read', 'pins:write', 'user_accounts:read'];

export function authorizationUrl(context: NetworkContext, input: { state: string; redirectUri: string }): string {
  const url = new URL(`${context.baseUrls.auth}/oauth/`);
  url.searchParams.set('client_id', context.clientId);
  url.searchParams.set('redirect_uri', input.redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', PINTEREST_SCOPES.join(','));
  url.searchParams.set('state', input.state);
  return url.toString();
}

/**
 * `continuous_refresh=true` asks for the 60-day refresh token that renews itself, which apps
 * created before 2025-09-25 must request (newer apps always get it).
 */
const requestToken = (context: NetworkContext, form: Record<string, string>, refusal?: 'token_expired') =>
  pinterestApi(context, {
    method: 'POST',
    path: '/oauth/token',
    headers: { authorization: basicClientAuth(context.clientId, context.clientSecret) },
    form: { ...form, continuous_refresh: 'true' },
    refusal,
  });

export async function exchangeCode(context: NetworkContext, input: { code: string; redirectUri: string }): Promise<Connection> {
  const tokens = await codeGrant('pinterest', (form) => requestToken(context, form), input);
  const profile = await fetchProfile(context, tokens.accessToken);
  // The first board is where Pins go until the user picks another one in the account's settings.
  const [board] = await listBoards(context, tokens.accessToken);
  return { tokens, profile, settings: board ? { boardId: board.id } : {} };
}

/** Each refresh hands back a new refresh token; a refused one means the user must consent again. */
export async function refresh(context: NetworkContext, tokens: TokenSet): Promise<TokenSet> {
  // A refused refresh token means the user must consent again, whatever the refusal says.
  return refreshGrant('pinterest', (form) => requestToken(context, form, 'token_expired'), tokens);
}

const accountSchema = z.object({
  id: z.string().min(1),
  username: z.string().min(1),
  business_name: z.string().nullish(),
  profile_image: z.string().nullish(),
  follower_count: z.number().nullish(),
});

export async function fetchProfile(context: NetworkContext, accessToken: string): Promise<NetworkProfile> {
  const answer = await pinterestApi(context, { path: '/user_account', bearer: accessToken });
  const account = readAnswer('pinterest', accountSchema, answer);
  return {
    externalId: account.id,
    username: account.username,
    displayName: account.business_name || account.username,
    pictureUrl: account.profile_image ?? null,
    followers: account.follower_count ?? null,
  };
}
