import { frenchMessage } from '@publia/shared';
import { z } from 'zod';
import type { NetworkContext, ServerApp } from '../context.ts';
import { NetworkError } from '../network-error.ts';
import { codeGrant } from '../oauth2.ts';
import { readAnswer } from '../read-answer.ts';
import type { AccountCredentials, Connection, NetworkProfile, TokenSet } from '../types.ts';
import { instanceAuthBase, instanceOf, mastodonApi } from './api.ts';
import { normaliseInstance, readInstance } from './instance.ts';

/** Reading and writing as the account: its statuses, media, replies and profile. */
export const MASTODON_SCOPES = 'read write';

/** The one connect form: the instance the account lives on. */
export const INSTANCE_FORM = 'instance';

const appSchema = z.object({ client_id: z.string().min(1), client_secret: z.string().min(1) });

const refuse = (key: 'network.mastodon.chooseInstance') => new NetworkError('mastodon', 'invalid_content', frenchMessage(key));

/** Publia's callback on this server, the redirect URI each instance registers Publia's app with. */
export const callbackUri = (context: NetworkContext) => `${context.publicUrl}/oauth/callback/mastodon`;

/**
 * Publia's app on the instance: registered once (`POST /api/v1/apps`) for this redirect URI, then
 * kept (`context.serverApps`); any instance takes a new app without review.
 */
export async function appOn(context: NetworkContext, host: string, redirectUri: string): Promise<ServerApp> {
  const kept = await context.serverApps.find(host, redirectUri);
  if (kept) return kept;
  const answer = await mastodonApi(context, host, {
    method: 'POST',
    path: '/api/v1/apps',
    json: { client_name: 'Publia', redirect_uris: [redirectUri], scopes: MASTODON_SCOPES, website: context.publicUrl },
  });
  const registered = readAnswer('mastodon', appSchema, answer);
  const app = { clientId: registered.client_id, clientSecret: registered.client_secret };
  await context.serverApps.save(host, redirectUri, app);
  return app;
}

/**
 * Before the browser goes: the instance typed is read as a host, asked what it is (and what it
 * allows), Publia's app is registered there if it was not, and the authorisation address is the
 * instance's own, with PKCE (S256, the only method Mastodon takes).
 */
export async function prepareRedirect(
  context: NetworkContext,
  form: string,
  fields: Record<string, string>,
  input: { state: string; redirectUri: string; codeChallenge?: string },
): Promise<{ authorizationUrl: string; prepared: Record<string, string> }> {
  if (form !== INSTANCE_FORM) throw refuse('network.mastodon.chooseInstance');
  const host = normaliseInstance(fields.instance ?? '');
  const settings = await readInstance(context, host);
  const app = await appOn(context, host, input.redirectUri);
  const url = new URL(`${instanceAuthBase(context, host)}/oauth/authorize`);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', app.clientId);
  url.searchParams.set('redirect_uri', input.redirectUri);
  url.searchParams.set('scope', MASTODON_SCOPES);
  url.searchParams.set('state', input.state);
  if (input.codeChallenge) {
    url.searchParams.set('code_challenge', input.codeChallenge);
    url.searchParams.set('code_challenge_method', 'S256');
  }
  return { authorizationUrl: url.toString(), prepared: settings };
}

/** Without an instance there is nowhere to send the browser: the connect form asks for one. */
export function authorizationUrl(): string {
  throw refuse('network.mastodon.chooseInstance');
}

/**
 * The code for a token on the instance kept with the OAuth state (`prepared.instance`), with the
 * app's secret and the PKCE verifier; then the profile. The token does not expire and comes
 * without a refresh token. The account's settings are the instance's figures read before the consent.
 */
export async function exchangeCode(
  context: NetworkContext,
  input: { code: string; redirectUri: string; codeVerifier?: string; prepared?: Record<string, string> },
): Promise<Connection> {
  const settings = input.prepared ?? {};
  if (!settings.instance) throw refuse('network.mastodon.chooseInstance');
  const host = settings.instance;
  const app = await appOn(context, host, input.redirectUri);
  const tokens = await codeGrant(
    'mastodon',
    (form) =>
      mastodonApi(context, host, { method: 'POST', path: '/oauth/token', json: { ...form, client_id: app.clientId, client_secret: app.clientSecret, scope: MASTODON_SCOPES } }),
    input,
  );
  const profile = await verifyCredentials(context, host, tokens.accessToken);
  return { tokens: { ...tokens, expiresAt: null, refreshToken: null }, profile, settings };
}

/** A Mastodon token lives until it is revoked: a refused one means the user must consent again. */
export async function refresh(): Promise<TokenSet> {
  throw new NetworkError('mastodon', 'token_expired', frenchMessage('network.noRefreshToken'));
}

const accountSchema = z.object({
  id: z.string().min(1),
  username: z.string().min(1),
  acct: z.string().min(1),
  display_name: z.string().nullish(),
  avatar: z.string().nullish(),
  followers_count: z.number().nullish(),
});

/**
 * An account is known to Publia as `id@instance` and `username@instance`: ids and names are the
 * instance's own, and two instances may give the same.
 */
export const accountIdOf = (account: AccountCredentials) => account.externalId.split('@')[0]!;

async function verifyCredentials(context: NetworkContext, host: string, accessToken: string): Promise<NetworkProfile> {
  const answer = await mastodonApi(context, host, { path: '/api/v1/accounts/verify_credentials', bearer: accessToken });
  const account = readAnswer('mastodon', accountSchema, answer);
  return {
    externalId: `${account.id}@${host}`,
    username: `${account.username}@${host}`,
    displayName: account.display_name || account.username,
    pictureUrl: account.avatar ?? null,
    followers: account.followers_count ?? null,
  };
}

/** The profile, and the instance's figures read again (an instance may raise or lower its limits). */
export async function fetchProfile(context: NetworkContext, account: AccountCredentials): Promise<NetworkProfile & { settings: Record<string, string> }> {
  const host = instanceOf(account.settings);
  const profile = await verifyCredentials(context, host, account.accessToken);
  return { ...profile, settings: await readInstance(context, host) };
}

/** Followers only: one call, no instance read. */
export const fetchFollowers = async (context: NetworkContext, account: AccountCredentials) =>
  (await verifyCredentials(context, instanceOf(account.settings), account.accessToken)).followers ?? null;

/** At disconnect the token is revoked on the instance (`POST /oauth/revoke`), with the app's credentials. */
export async function revoke(context: NetworkContext, account: AccountCredentials): Promise<void> {
  const host = instanceOf(account.settings);
  const app = await appOn(context, host, callbackUri(context));
  await mastodonApi(context, host, {
    method: 'POST',
    path: '/oauth/revoke',
    json: { client_id: app.clientId, client_secret: app.clientSecret, token: account.accessToken },
  });
}
