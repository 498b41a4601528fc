import { frenchMessage } from '@publia/shared';
import { kindOfStatus, retryAfter, type NetworkAnswer } from '../http.ts';
import { NetworkError, type NetworkErrorKind } from '../network-error.ts';

type Body = { error?: unknown; error_description?: unknown } | null;

/** `X-RateLimit-Reset` is the end of the window as an ISO time; `Retry-After` otherwise. */
export function resetOf(headers: Headers): Date {
  const reset = headers.get('x-ratelimit-reset');
  const at = reset ? Date.parse(reset) : NaN;
  return Number.isNaN(at) ? retryAfter(headers, 5 * 60) : new Date(at);
}

function kindOf(status: number, error: string): NetworkErrorKind {
  // A revoked or unknown token: only a new consent helps.
  if (status === 401 || error === 'invalid_grant' || error === 'invalid_token') return 'token_expired';
  if (status === 429) return 'rate_limited';
  if (error === 'invalid_client' || error === 'unauthorized_client' || error === 'access_denied' || error === 'invalid_scope') return 'permission_missing';
  // 422 is a status the instance refuses ("Validation failed: …"), 404 and 410 a status gone.
  return kindOfStatus(status);
}

/**
 * Mastodon answers a refusal with its HTTP status and `{ error, error_description? }`, its OAuth
 * endpoints included: 401 a revoked token, 403 a missing scope, 404/410 a status gone, 422 a
 * refused status with the instance's own words, 429 a rate limit (reset in `X-RateLimit-Reset`).
 */
export function readMastodonError(answer: NetworkAnswer): NetworkError | null {
  if (answer.status < 400) return null;
  const body = (answer.body && typeof answer.body === 'object' ? answer.body : null) as Body;
  const error = typeof body?.error === 'string' ? body.error.slice(0, 300) : '';
  const description = typeof body?.error_description === 'string' ? body.error_description.slice(0, 300) : '';
  const kind = kindOf(answer.status, error);
  const detail = [error, description].filter(Boolean).join(' — ') || `HTTP ${answer.status}`;
  const gone = answer.status === 404 || answer.status === 410;
  return new NetworkError('mastodon', kind, frenchMessage('network.refused', { status: answer.status, detail }), {
    status: answer.status,
    ...(error ? { code: error } : {}),
    ...(kind === 'rate_limited' ? { resetAt: resetOf(answer.headers) } : {}),
    ...(gone ? { notFound: true } : {}),
  });
}
