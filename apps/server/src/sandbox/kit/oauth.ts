import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { SandboxStore } from './context.ts';
import { getRecord, putRecord, takeRecord } from './repository.ts';

export interface SandboxUser {
  id: string;
  username: string;
  name: string;
  followers: number;
  pictureUrl: string;
  /** Whose demo account this is (see `SandboxSetup.visitorOf`); null for a consent given signed out. */
  owner?: string | null;
}

interface CodeRecord {
  userId: string;
  redirectUri: string;
  scope: string;
  codeChallenge: string | null;
  codeChallengeMethod: string | null;
  expiresAt: number;
}

export interface TokenRecord {
  userId: string;
  scope: string;
  expiresAt: number;
}

const token = (prefix: string) => `${prefix}_${randomBytes(24).toString('base64url')}`;

/**
 * The key a code or token is kept under: its SHA-256, never the value itself, so that a copy of the
 * database does not hold usable tokens (as Publia keeps its own sessions).
 */
export const tokenKey = (value: string) => createHash('sha256').update(value).digest('hex');

/** The name typed on the consent page, without its leading « @ » and with its spaces collapsed. */
const displayNameOf = (typed: string) => typed.trim().replace(/^@+/, '').replace(/\s+/g, ' ').slice(0, 50).trim();

/** The demo account chosen on the consent page; the same name is the same account. */
export async function sandboxUser(db: Db, network: string, username: string, publicUrl: string, owner: string | null = null): Promise<SandboxUser> {
  const clean =
    username
      .trim()
      .replace(/^@/, '')
      .replace(/[^\w.]/g, '')
      .slice(0, 30) || 'publia_demo';
  // The same name is the same account for the same visitor; another workspace gets its own.
  const id = createHash('sha256')
    .update(owner ? `${network}:${clean}:${owner}` : `${network}:${clean}`)
    .digest('hex')
    .slice(0, 16);
  const existing = await getRecord<SandboxUser>(db, network, 'user', id);
  if (existing) return existing;
  const user: SandboxUser = {
    id: String(BigInt(`0x${id.slice(0, 12)}`)),
    username: clean,
    // The name is the one typed, as a person names their account: « Boulangerie Dupont » keeps its
    // capitals and space, « boulangerie.dupont » its dot; only the handle drops what a handle cannot hold.
    name: displayNameOf(username) || clean,
    followers: 100 + (parseInt(id.slice(0, 6), 16) % 9_900),
    pictureUrl: `${publicUrl}/sandbox/avatar/${encodeURIComponent(clean)}.svg`,
    owner,
  };
  await putRecord(db, network, 'user', id, user);
  await putRecord(db, network, 'user-by-id', user.id, user);
  return user;
}

export const findSandboxUser = (db: Db, network: string, userId: string) => getRecord<SandboxUser>(db, network, 'user-by-id', userId);

export async function issueCode(
  store: SandboxStore,
  network: string,
  input: { userId: string; redirectUri: string; scope: string; codeChallenge?: string | null; codeChallengeMethod?: string | null },
  lifetimeSeconds = 600,
): Promise<string> {
  const code = token('code');
  const record: CodeRecord = {
    userId: input.userId,
    redirectUri: input.redirectUri,
    scope: input.scope,
    codeChallenge: input.codeChallenge ?? null,
    codeChallengeMethod: input.codeChallengeMethod ?? null,
    expiresAt: store.clock.now() + lifetimeSeconds * 1000,
  };
  await putRecord(store.db, network, 'code', tokenKey(code), record);
  return code;
}

export type RedeemFailure = 'invalid_grant' | 'invalid_verifier' | 'redirect_mismatch';

/** Spends an authorisation code (single use), checking its redirect URI and PKCE verifier. */
export async function redeemCode(
  store: SandboxStore,
  network: string,
  input: { code: string; redirectUri?: string; codeVerifier?: string },
): Promise<{ ok: true; userId: string; scope: string } | { ok: false; reason: RedeemFailure }> {
  const record = await takeRecord<CodeRecord>(store.db, network, 'code', tokenKey(input.code));
  if (!record || record.expiresAt < store.clock.now()) return { ok: false, reason: 'invalid_grant' };
  if (input.redirectUri !== undefined && input.redirectUri !== record.redirectUri) return { ok: false, reason: 'redirect_mismatch' };
  if (record.codeChallenge) {
    const verifier = input.codeVerifier ?? '';
    const expected = record.codeChallengeMethod === 'plain' ? verifier : createHash('sha256').update(verifier).digest('base64url');
    if (!verifier || expected !== record.codeChallenge) return { ok: false, reason: 'invalid_verifier' };
  }
  return { ok: true, userId: record.userId, scope: record.scope };
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresIn: number;
  scope: string;
}

export async function issueTokens(
  store: SandboxStore,
  network: string,
  input: { userId: string; scope: string; lifetimeSeconds: number; withRefresh: boolean },
): Promise<IssuedTokens> {
  const accessToken = token('at');
  const record: TokenRecord = { userId: input.userId, scope: input.scope, expiresAt: store.clock.now() + input.lifetimeSeconds * 1000 };
  await putRecord(store.db, network, 'access', tokenKey(accessToken), record);
  let refreshToken: string | null = null;
  if (input.withRefresh) {
    refreshToken = token('rt');
    await putRecord(store.db, network, 'refresh', tokenKey(refreshToken), { userId: input.userId, scope: input.scope, expiresAt: store.clock.now() + 365 * 86_400_000 });
  }
  return { accessToken, refreshToken, expiresIn: input.lifetimeSeconds, scope: input.scope };
}

/** Spends a refresh token; `rotate` issues a new one (X, Pinterest) instead of keeping it. */
export async function redeemRefreshToken(store: SandboxStore, network: string, refreshToken: string, rotate: boolean) {
  const record = rotate
    ? await takeRecord<TokenRecord>(store.db, network, 'refresh', tokenKey(refreshToken))
    : await getRecord<TokenRecord>(store.db, network, 'refresh', tokenKey(refreshToken));
  if (!record || record.expiresAt < store.clock.now()) return null;
  return record;
}

export type AccessCheck = { ok: true; userId: string; scope: string } | { ok: false; reason: 'missing' | 'invalid' | 'expired' };

/** What a token's record (or its absence) says of the call. */
export function accessOf(tokenValue: string | undefined | null, record: TokenRecord | null, now: number): AccessCheck {
  if (!tokenValue) return { ok: false, reason: 'missing' };
  if (!record) return { ok: false, reason: 'invalid' };
  if (record.expiresAt < now) return { ok: false, reason: 'expired' };
  return { ok: true, userId: record.userId, scope: record.scope };
}

/** Reads `Authorization: Bearer …` (or a given token) against the tokens this sandbox issued. */
export async function checkAccessToken(store: SandboxStore, network: string, tokenValue: string | undefined | null): Promise<AccessCheck> {
  return accessOf(tokenValue, tokenValue ? await getRecord<TokenRecord>(store.db, network, 'access', tokenKey(tokenValue)) : null, store.clock.now());
}

export const bearerOf = (authorization: string | undefined): string | null => authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim() ?? null;

/** Makes every token of this network's user expire now (the `token_expired` fault, and tests). */
export async function expireAccessToken(store: SandboxStore, network: string, tokenValue: string) {
  const key = tokenKey(tokenValue);
  const record = await getRecord<TokenRecord>(store.db, network, 'access', key);
  if (record) await putRecord(store.db, network, 'access', key, { ...record, expiresAt: store.clock.now() - 1 });
}

/** The owner of a demo account (`SandboxUser.owner`), whose faults and delay its calls meet. */
export async function ownerOfUser(db: Db, network: string, userId: string | null | undefined): Promise<string | null> {
  return userId ? ((await findSandboxUser(db, network, userId))?.owner ?? null) : null;
}

/**
 * The owner of the account a token request is for, read from what it carries: an authorisation
 * code, a refresh token, or (Facebook's exchange for a long-lived token) an access token.
 */
export async function ownerOfTokenRequest(db: Db, network: string, params: Record<string, unknown>): Promise<string | null> {
  const text = (name: string) => (typeof params[name] === 'string' && params[name] ? (params[name] as string) : null);
  const [kind, value] = text('code') ? ['code', text('code')] : text('refresh_token') ? ['refresh', text('refresh_token')] : ['access', text('fb_exchange_token')];
  if (!value) return null;
  const record = await getRecord<{ userId: string }>(db, network, kind!, tokenKey(value));
  return ownerOfUser(db, network, record?.userId);
}
