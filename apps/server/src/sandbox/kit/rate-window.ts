/**
 * A fake's per-token request quota over a sliding window (TikTok's 6 inits a minute, Pinterest's
 * 100 calls a second…). Kept in memory: a sandbox only has to behave like the network, and a demo
 * runs on one instance.
 */
export function createRateWindow(limit: number, windowMs: number) {
  const hits = new Map<string, number[]>();
  return {
    /** Counts one request; when over quota, says in how many seconds the oldest one leaves the window. */
    hit(key: string): { ok: true } | { ok: false; retryAfterSeconds: number } {
      const now = Date.now();
      const recent = (hits.get(key) ?? []).filter((at) => at > now - windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! + windowMs - now) / 1000)) };
      }
      recent.push(now);
      hits.set(key, recent);
      return { ok: true };
    },
  };
}
