import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { isNetworkError } from '../network-error.ts';
import { readAnswer } from '../read-answer.ts';
import type { AccountCredentials, Connection, NetworkProfile, TokenSet } from '../types.ts';
import { blueskyRefusal } from './errors.ts';
import { cleanHandle, pdsOf, resolveHandle } from './identity.ts';
import { dpopFetch, exchangeBlueskyCode, refreshBlueskyOAuth, revokeBlueskyOAuth, unpackOAuthToken } from './oauth/index.ts';
import { bearerFetch, xrpcClient, type XrpcService } from './xrpc.ts';

/** An app password's form: four groups of four letters or digits (Bluesky's « xxxx-xxxx-xxxx-xxxx »). */
const APP_PASSWORD = /^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/i;

/**
 * The refresh of a session is handed its tokens only: the PDS that issued them is kept with them,
 * in the token set's `scope` (`pds <address>`), never in a setting of its own.
 */
const SCOPE_PREFIX = 'pds ';
export const scopeOfPds = (pds: string) => `${SCOPE_PREFIX}${pds}`;
const pdsOfScope = (scope: string | null | undefined) => (scope?.startsWith(SCOPE_PREFIX) ? scope.slice(SCOPE_PREFIX.length) : null);

const sessionSchema = z.object({ accessJwt: z.string().min(1), refreshJwt: z.string().min(1), handle: z.string().min(1), did: z.string().startsWith('did:') });

/** When a JWT ends (its `exp`), null when it does not say. */
export function jwtExpiry(jwt: string): Date | null {
  try {
    const payload = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof payload.exp === 'number' ? new Date(payload.exp * 1000) : null;
  } catch {
    return null;
  }
}

const tokensOf = (session: z.infer<typeof sessionSchema>, pds: string): TokenSet => ({
  accessToken: session.accessJwt,
  refreshToken: session.refreshJwt,
  expiresAt: jwtExpiry(session.accessJwt),
  scope: scopeOfPds(pds),
});

/**
 * Where an account's calls go and how they are signed: an OAuth session (its packed token) to its
 * PDS with DPoP proofs, an app-password session with its access JWT as bearer.
 */
export function serviceOf(context: NetworkContext, account: Pick<AccountCredentials, 'accessToken' | 'settings'>): XrpcService {
  const session = unpackOAuthToken(account.accessToken);
  if (session) return { service: session.pds, fetch: dpopFetch(context, { accessToken: session.token, dpopKey: session.dpopKey }) };
  return { service: account.settings.pds || context.baseUrls.api, fetch: bearerFetch(context.fetch, account.accessToken) };
}

/**
 * The return from the consent page (the OAuth form): the code exchanged by the OAuth part, then the
 * profile read with the new session.
 */
export async function exchangeOAuthCode(
  context: NetworkContext,
  input: { code: string; redirectUri: string; codeVerifier?: string; prepared?: Record<string, string> },
): Promise<Connection> {
  const connection = await exchangeBlueskyCode(context, input);
  const settings = { pds: connection.pds, auth: 'oauth' };
  const profile = await fetchProfile(context, { accessToken: connection.tokens.accessToken, externalId: connection.did, username: connection.handle ?? connection.did, settings });
  return { tokens: connection.tokens, profile, settings };
}

/**
 * Connects with a handle and an app password: the handle resolved to its DID and PDS, then one
 * session opened there (`com.atproto.server.createSession`, limited to 30 per 5 minutes: it runs
 * at connection only, the session is refreshed afterwards). The account's own password is refused
 * before anything is sent.
 */
export async function connectWithAppPassword(context: NetworkContext, fields: Record<string, string>): Promise<Connection> {
  const handle = cleanHandle(fields.handle ?? '');
  if (!handle) throw blueskyRefusal('invalid_content', 'network.bluesky.handleInvalid', { handle: (fields.handle ?? '').trim().slice(0, 60) });
  const password = (fields.appPassword ?? '').trim();
  if (!APP_PASSWORD.test(password)) throw blueskyRefusal('invalid_content', 'network.bluesky.appPasswordRequired');
  const did = await resolveHandle(context, handle);
  if (!did) throw blueskyRefusal('invalid_content', 'network.bluesky.handleUnknown', { handle });
  const pds = await pdsOf(context, did, handle);
  let session: z.infer<typeof sessionSchema>;
  try {
    const answer = await xrpcClient(context, { service: pds, fetch: context.fetch }).procedure('com.atproto.server.createSession', { identifier: did, password });
    session = readAnswer('bluesky', sessionSchema, answer);
  } catch (error) {
    if (isNetworkError(error) && error.details.code === 'AuthFactorTokenRequired') throw blueskyRefusal('invalid_content', 'network.bluesky.appPasswordRequired', {}, 401);
    if (isNetworkError(error) && error.details.status === 401) throw blueskyRefusal('invalid_content', 'network.bluesky.wrongAppPassword', {}, 401);
    throw error;
  }
  const tokens = tokensOf(session, pds);
  const account: AccountCredentials = { accessToken: tokens.accessToken, externalId: session.did, username: session.handle, settings: { pds, auth: 'appPassword' } };
  const profile = await fetchProfile(context, account);
  return { tokens, profile, settings: account.settings };
}

/**
 * A new pair of tokens: an OAuth session's from its authorisation server (the OAuth part), an
 * app-password session's by `com.atproto.server.refreshSession` (the refreshJwt as bearer). A
 * refused one means connecting again.
 */
export async function refresh(context: NetworkContext, tokens: TokenSet): Promise<TokenSet> {
  if (unpackOAuthToken(tokens.accessToken)) return refreshBlueskyOAuth(context, tokens);
  const pds = pdsOfScope(tokens.scope) ?? context.baseUrls.api;
  if (!tokens.refreshToken) throw blueskyRefusal('token_expired', 'network.bluesky.wrongAppPassword');
  const answer = await xrpcClient(context, { service: pds, fetch: bearerFetch(context.fetch, tokens.refreshToken) }).procedure('com.atproto.server.refreshSession', undefined, {
    refusal: 'token_expired',
  });
  return tokensOf(readAnswer('bluesky', sessionSchema, answer), pds);
}

/**
 * Ends the session at disconnection: an OAuth session revoked at its server (its refresh token too),
 * an app-password one by `com.atproto.server.deleteSession`, which takes the session's refresh JWT.
 */
export async function revoke(context: NetworkContext, account: AccountCredentials, tokens: TokenSet): Promise<void> {
  if (unpackOAuthToken(account.accessToken)) return revokeBlueskyOAuth(context, { accessToken: account.accessToken, refreshToken: tokens.refreshToken ?? undefined });
  const { service } = serviceOf(context, account);
  await xrpcClient(context, { service, fetch: bearerFetch(context.fetch, tokens.refreshToken ?? account.accessToken) }).procedure('com.atproto.server.deleteSession');
}

const profileSchema = z.object({
  did: z.string(),
  handle: z.string(),
  displayName: z.string().nullish(),
  avatar: z.string().nullish(),
  followersCount: z.number().nullish(),
});

/** The account's profile (`app.bsky.actor.getProfile`). */
export async function fetchProfile(context: NetworkContext, account: AccountCredentials): Promise<NetworkProfile> {
  const answer = await xrpcClient(context, serviceOf(context, account)).query('app.bsky.actor.getProfile', { actor: account.externalId });
  const profile = readAnswer('bluesky', profileSchema, answer);
  return {
    externalId: profile.did,
    username: profile.handle,
    displayName: profile.displayName || profile.handle,
    pictureUrl: profile.avatar ?? null,
    followers: profile.followersCount ?? null,
  };
}
