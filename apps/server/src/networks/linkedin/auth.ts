import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { codeGrant, refreshGrant } from '../oauth2.ts';
import { readAnswer } from '../read-answer.ts';
import type { Connection, NetworkProfile, TokenSet } from '../types.ts';
import { isNetworkError } from '../network-error.ts';
import { linkedinApi, memberUrn } from './api.ts';
import { memberFollowers } from './metrics.ts';

/**
 * The member's scopes (LinkedIn's OAuth documentation): OpenID for the profile, `w_member_social` to post,
 * `r_member_postAnalytics` for the analytics of their posts and their followers count; and the
 * Pages' (the Community Management API): `rw_organization_admin` to list the Pages the member
 * administers and read their followers and figures, `w_organization_social` and
 * `r_organization_social` to post and comment as a Page and read its comments.
 */
export const LINKEDIN_SCOPES = [
  'openid',
  'profile',
  'email',
  'w_member_social',
  'r_member_postAnalytics',
  'w_organization_social',
  'r_organization_social',
  'rw_organization_admin',
];

export function authorizationUrl(context: NetworkContext, input: { state: string; redirectUri: string }): string {
  const url = new URL(`${context.baseUrls.auth}/oauth/v2/authorization`);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', context.clientId);
  url.searchParams.set('redirect_uri', input.redirectUri);
  url.searchParams.set('state', input.state);
  url.searchParams.set('scope', LINKEDIN_SCOPES.join(' '));
  return url.toString();
}

/**
 * The token endpoint lives on www.linkedin.com, LinkedIn's browser-facing host, hence `auth`.
 * The client authenticates with its id and secret in the form.
 */
const requestToken = (context: NetworkContext, form: Record<string, string | undefined>) =>
  linkedinApi(context, {
    url: `${context.baseUrls.auth}/oauth/v2/accessToken`,
    form: { ...form, client_id: context.clientId, client_secret: context.clientSecret },
  });

export async function exchangeCode(context: NetworkContext, input: { code: string; redirectUri: string }): Promise<Connection> {
  const tokens = await codeGrant('linkedin', (form) => requestToken(context, form), input);
  const profile = await fetchProfile(context, tokens.accessToken);
  // The member publishes as themselves until they choose one of their Pages.
  return { tokens, profile, settings: { author: memberUrn(profile.externalId), memberId: profile.externalId } };
}

/**
 * Only LinkedIn's approved partners get refresh tokens (365 days from the first consent, not
 * extended by refreshing); everyone else reconnects when the 60-day token ends.
 */
export async function refresh(context: NetworkContext, tokens: TokenSet): Promise<TokenSet> {
  return refreshGrant('linkedin', (form) => requestToken(context, form), tokens);
}

const userInfoSchema = z.object({
  sub: z.string().min(1),
  name: z.string().nullish(),
  given_name: z.string().nullish(),
  family_name: z.string().nullish(),
  picture: z.string().nullish(),
  email: z.string().nullish(),
});

/** OpenID `userinfo`: `sub` is the member id behind the author URN `urn:li:person:{sub}`. */
export async function fetchProfile(context: NetworkContext, accessToken: string): Promise<NetworkProfile> {
  const answer = await linkedinApi(context, { method: 'GET', path: '/v2/userinfo', bearer: accessToken });
  const info = readAnswer('linkedin', userInfoSchema, answer);
  const name = info.name ?? ([info.given_name, info.family_name].filter(Boolean).join(' ') || null);
  // LinkedIn has no public handle through OpenID: the member's name stands for it.
  return { externalId: info.sub, username: name ?? info.sub, displayName: name, pictureUrl: info.picture ?? null, followers: await followersIfGranted(context, accessToken) };
}

/**
 * OpenID does not carry the followers: they are read at once (as a Page's are), so that a member
 * just connected shows their count rather than « — » until the next daily round. A member who
 * refused the analytics scope still connects, their count unknown.
 */
async function followersIfGranted(context: NetworkContext, accessToken: string): Promise<number | null> {
  try {
    return await memberFollowers(context, accessToken);
  } catch (error) {
    if (isNetworkError(error) && error.kind === 'permission_missing') return null;
    throw error;
  }
}
