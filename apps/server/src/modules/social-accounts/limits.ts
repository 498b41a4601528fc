/** Timings of the accounts module (seconds and milliseconds as named). */
export const ACCOUNT_LIMITS = {
  /** An OAuth state (and so a placeholder row) serves for 10 minutes. */
  oauthStateLifetimeSeconds: 600,
  /** Placeholders of connections never completed are deleted after an hour by the maintenance job. */
  placeholderPurgeAgeSeconds: 3600,
  /** A token that ends within 10 minutes is refreshed before use. */
  refreshAheadMs: 10 * 60_000,
  /** The refresh job renews the tokens ending within the next 30 minutes. */
  refreshJobWindowMs: 30 * 60_000,
  /** Accounts the refresh job handles per run, one at a time. */
  refreshJobBatch: 200,
  /** Connection attempts a user may start per window (each creates rows). */
  connectMax: 30,
  connectWindowSeconds: 600,
} as const;
