import type { SessionInfo } from './session-info.ts';

/** A session as the cache keeps it. */
export interface CachedSession {
  session: SessionInfo;
  expiresAt: number;
  cachedUntil: number;
}

/** Sessions read in the last seconds, by their token (`SESSION_CACHE_SECONDS`); `now` in milliseconds. */
export interface SessionCache {
  get(token: string, now: number): CachedSession | undefined;
  set(session: SessionInfo, expiresAt: number, now: number): void;
  forgetToken(token: string): void;
  forgetUser(userId: string): void;
}
