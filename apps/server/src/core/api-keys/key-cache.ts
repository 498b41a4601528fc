import type { ApiKeyCache, CachedKey } from '../context/api-key-cache.ts';

interface Entry {
  key: CachedKey;
  cachedUntil: number;
}

const MAX_ENTRIES = 10_000;

/**
 * Keys resolved in the last few seconds, by their hash, on the same terms as the session cache: a
 * burst of API calls costs one read of the key, its creator and their role. A revocation or a role
 * change made on this instance is seen at once; one made on another instance within `ttlMs`
 * (SESSION_CACHE_SECONDS), the price of stateless instances that sessions already pay.
 */
export function createApiKeyCache(ttlMs: number): ApiKeyCache {
  const entries = new Map<string, Entry>();
  return {
    get(hash: string, now: number): CachedKey | undefined {
      const entry = entries.get(hash);
      if (entry && entry.cachedUntil > now) return entry.key;
      if (entry) entries.delete(hash);
      return undefined;
    },
    set(hash: string, key: CachedKey, now: number): void {
      if (ttlMs <= 0) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(hash, { key, cachedUntil: now + ttlMs });
    },
    forgetKey(keyId: string): void {
      for (const [hash, entry] of entries) if (entry.key.keyId === keyId) entries.delete(hash);
    },
    /** A role change, a removal or an account's end: the user's keys are read again. */
    forgetUser(userId: string): void {
      for (const [hash, entry] of entries) if (entry.key.session.user.id === userId) entries.delete(hash);
    },
  };
}
