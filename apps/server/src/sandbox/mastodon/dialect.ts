import type { FakeAnswer, FakeDialect } from '../kit/gate.ts';

/** Mastodon's refusal body, `{ error, error_description? }`, with its status. */
export const mastodonError = (status: number, error: string, description?: string, headers?: Record<string, string>): FakeAnswer => ({
  status,
  body: { error, ...(description ? { error_description: description } : {}) },
  ...(headers ? { headers } : {}),
});

/** A stock instance's quota: 300 calls per account in 5 minutes. */
export const RATE_LIMIT = 300;
export const RATE_WINDOW_MS = 5 * 60_000;

/** `X-RateLimit-Limit`, `-Remaining` and `-Reset` (the end of the window, an ISO time), on every answer of the API. */
export const rateLimitHeaders = (remaining: number, resetAt: Date) => ({
  'x-ratelimit-limit': String(RATE_LIMIT),
  'x-ratelimit-remaining': String(Math.max(0, remaining)),
  'x-ratelimit-reset': resetAt.toISOString(),
});

export const tooManyRequests = (retryAfterSeconds: number) =>
  mastodonError(429, 'Too many requests', undefined, rateLimitHeaders(0, new Date(Date.now() + retryAfterSeconds * 1000)));

export const unprocessable = (message: string) => mastodonError(422, `Validation failed: ${message}`);
export const notFound = () => mastodonError(404, 'Record not found');

export const mastodonDialect: FakeDialect = {
  error(kind, options) {
    switch (kind) {
      case 'server_error':
        return mastodonError(503, 'Remote data could not be fetched');
      case 'rate_limit':
        return tooManyRequests(options?.retryAfterSeconds ?? 300);
      case 'token_expired':
        return mastodonError(401, 'The access token was revoked');
      case 'invalid_token':
        return mastodonError(401, 'The access token is invalid');
      case 'duplicate':
        return unprocessable('Text has already been posted');
    }
  },
  truncatedBody: '{"id":"1134872653","created_at":"2026-',
};
