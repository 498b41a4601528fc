import { randomBytes } from 'node:crypto';
import type { SandboxStore } from '../../kit/context.ts';
import { tokenKey } from '../../kit/oauth.ts';
import { getRecord, putRecord, takeRecord } from '../../kit/repository.ts';
import { SANDBOX_NETWORK } from './accounts.ts';

/**
 * What the sandbox's authorisation server keeps, in the sandbox's records (codes and tokens under
 * their SHA-256 only): pushed requests, codes, sessions and their tokens. Lifetimes are the
 * reference server's: a pushed request 5 minutes, an access token an hour, a public client's
 * session two weeks. Every token is bound to the DPoP key of the connection (`jkt`, its thumbprint).
 */

export const PAR_LIFETIME_MS = 300_000;
export const CODE_LIFETIME_MS = 300_000;
export const ACCESS_LIFETIME_SECONDS = 3_600;
export const SESSION_LIFETIME_MS = 14 * 86_400_000;

export interface PushedRequest {
  clientId: string;
  redirectUri: string;
  state: string;
  scope: string;
  codeChallenge: string;
  loginHint: string | null;
  jkt: string;
  expiresAt: number;
}

export interface CodeRecord {
  did: string;
  handle: string;
  owner: string | null;
  clientId: string;
  redirectUri: string;
  scope: string;
  codeChallenge: string;
  jkt: string;
  expiresAt: number;
}

export interface SessionRecord {
  did: string;
  handle: string;
  owner: string | null;
  clientId: string;
  scope: string;
  jkt: string;
  /** The hash of the session's one valid access token, revoked with the session. */
  accessKey: string;
  revoked: boolean;
  expiresAt: number;
}

export interface AccessRecord {
  sessionId: string;
  did: string;
  handle: string;
  owner: string | null;
  scope: string;
  jkt: string;
  expiresAt: number;
}

const random = (prefix: string) => `${prefix}${randomBytes(24).toString('base64url')}`;

export async function savePushedRequest(store: SandboxStore, request: Omit<PushedRequest, 'expiresAt'>): Promise<{ requestUri: string; expiresIn: number }> {
  const requestUri = random('urn:ietf:params:oauth:request_uri:req-');
  await putRecord(store.db, SANDBOX_NETWORK, 'oauth-par', tokenKey(requestUri), { ...request, expiresAt: store.clock.now() + PAR_LIFETIME_MS });
  return { requestUri, expiresIn: Math.floor(PAR_LIFETIME_MS / 1000) - 1 };
}

const unexpired = <T extends { expiresAt: number }>(store: SandboxStore, record: T | null) => (record && record.expiresAt >= store.clock.now() ? record : null);

export const findPushedRequest = async (store: SandboxStore, requestUri: string) =>
  unexpired(store, await getRecord<PushedRequest>(store.db, SANDBOX_NETWORK, 'oauth-par', tokenKey(requestUri)));

/** A pushed request is answered once: the consent spends it. */
export const takePushedRequest = async (store: SandboxStore, requestUri: string) =>
  unexpired(store, await takeRecord<PushedRequest>(store.db, SANDBOX_NETWORK, 'oauth-par', tokenKey(requestUri)));

export async function saveCode(store: SandboxStore, record: Omit<CodeRecord, 'expiresAt'>): Promise<string> {
  const code = random('cod-');
  await putRecord(store.db, SANDBOX_NETWORK, 'oauth-code', tokenKey(code), { ...record, expiresAt: store.clock.now() + CODE_LIFETIME_MS });
  return code;
}

export const takeCode = async (store: SandboxStore, code: string) => unexpired(store, await takeRecord<CodeRecord>(store.db, SANDBOX_NETWORK, 'oauth-code', tokenKey(code)));

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

/** A new access token and refresh token for the session (the previous access token is dropped). */
export async function issueSessionTokens(store: SandboxStore, sessionId: string, session: Omit<SessionRecord, 'accessKey' | 'revoked'>): Promise<IssuedTokens> {
  const accessToken = random('at-');
  const refreshToken = random('ref-');
  const previous = await getRecord<SessionRecord>(store.db, SANDBOX_NETWORK, 'oauth-session', sessionId);
  if (previous) await takeRecord(store.db, SANDBOX_NETWORK, 'oauth-access', previous.accessKey);
  const access: AccessRecord = {
    sessionId,
    did: session.did,
    handle: session.handle,
    owner: session.owner,
    scope: session.scope,
    jkt: session.jkt,
    expiresAt: store.clock.now() + ACCESS_LIFETIME_SECONDS * 1000,
  };
  await putRecord(store.db, SANDBOX_NETWORK, 'oauth-access', tokenKey(accessToken), access);
  await putRecord(store.db, SANDBOX_NETWORK, 'oauth-refresh', tokenKey(refreshToken), { sessionId });
  await putRecord(store.db, SANDBOX_NETWORK, 'oauth-session', sessionId, { ...session, accessKey: tokenKey(accessToken), revoked: false });
  return { accessToken, refreshToken, expiresIn: ACCESS_LIFETIME_SECONDS };
}

export const newSessionId = () => randomBytes(16).toString('hex');

export const findSession = (store: SandboxStore, sessionId: string) => getRecord<SessionRecord>(store.db, SANDBOX_NETWORK, 'oauth-session', sessionId);

export type SpentRefresh = { ok: true; sessionId: string; session: SessionRecord } | { ok: false; replayed: boolean };

/**
 * Spends a refresh token: single use. A token already spent is a replay — someone else may hold a
 * copy — so the whole session is revoked, as servers that rotate refresh tokens do.
 */
export async function spendRefreshToken(store: SandboxStore, refreshToken: string): Promise<SpentRefresh> {
  const key = tokenKey(refreshToken);
  const taken = await takeRecord<{ sessionId: string }>(store.db, SANDBOX_NETWORK, 'oauth-refresh', key);
  if (!taken) {
    const spent = await getRecord<{ sessionId: string }>(store.db, SANDBOX_NETWORK, 'oauth-refresh-spent', key);
    if (spent) await revokeSession(store, spent.sessionId);
    return { ok: false, replayed: Boolean(spent) };
  }
  await putRecord(store.db, SANDBOX_NETWORK, 'oauth-refresh-spent', key, { sessionId: taken.sessionId });
  const session = await findSession(store, taken.sessionId);
  if (!session || session.revoked || session.expiresAt < store.clock.now()) return { ok: false, replayed: false };
  return { ok: true, sessionId: taken.sessionId, session };
}

export async function revokeSession(store: SandboxStore, sessionId: string): Promise<void> {
  const session = await findSession(store, sessionId);
  if (!session) return;
  await takeRecord(store.db, SANDBOX_NETWORK, 'oauth-access', session.accessKey);
  await putRecord(store.db, SANDBOX_NETWORK, 'oauth-session', sessionId, { ...session, revoked: true });
}

export const findAccessToken = (store: SandboxStore, accessToken: string) => getRecord<AccessRecord>(store.db, SANDBOX_NETWORK, 'oauth-access', tokenKey(accessToken));

/** The session a token (access or refresh) belongs to, for revocation. */
export async function sessionOfToken(store: SandboxStore, token: string): Promise<string | null> {
  const key = tokenKey(token);
  const refresh = await getRecord<{ sessionId: string }>(store.db, SANDBOX_NETWORK, 'oauth-refresh', key);
  if (refresh) return refresh.sessionId;
  return (await getRecord<AccessRecord>(store.db, SANDBOX_NETWORK, 'oauth-access', key))?.sessionId ?? null;
}
