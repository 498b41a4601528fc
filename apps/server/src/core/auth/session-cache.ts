import type { CachedSession, SessionCache } from '../context/session-cache.ts';
import type { SessionInfo } from '../context/session-info.ts';

const MAX_ENTRIES = 10_000;

/**
 * Sessions read in the last few seconds, by their token, so that a page's burst of API calls costs
 * one database read and no hashing. Revocations made here are seen at once; those made on another
 * instance within `ttlMs` (SESSION_CACHE_SECONDS), the price of keeping instances stateless.
 */
export function createSessionCache(ttlMs: number): SessionCache {
  const entries = new Map<string, CachedSession>();
  return {
    get(token: string, now: number): CachedSession | undefined {
      const entry = entries.get(token);
      if (entry && entry.cachedUntil > now) return entry;
      if (entry) entries.delete(token);
      return undefined;
    },
    set(session: SessionInfo, expiresAt: number, now: number): void {
      if (ttlMs <= 0) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(session.token, { session, expiresAt, cachedUntil: now + ttlMs });
    },
    forgetToken(token: string): void {
      entries.delete(token);
    },
    forgetUser(userId: string): void {
      for (const [key, entry] of entries) if (entry.session.user.id === userId) entries.delete(key);
    },
  };
}
