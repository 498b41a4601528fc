import type { SessionInfo } from './session-info.ts';

/** Who a key acts as, as resolved from the database. */
export interface CachedKey {
  keyId: string;
  scopes: string[];
  session: SessionInfo;
  /** The key's own expiry (null: until revoked). */
  expiresAt: number | null;
  lastUsedAt: number | null;
}

/** API keys resolved in the last seconds, by their hash (`SESSION_CACHE_SECONDS`); `now` in milliseconds. */
export interface ApiKeyCache {
  get(hash: string, now: number): CachedKey | undefined;
  set(hash: string, key: CachedKey, now: number): void;
  forgetKey(keyId: string): void;
  /** A role change, a removal or an account's end: the user's keys are read again. */
  forgetUser(userId: string): void;
}
