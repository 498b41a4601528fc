import { frenchMessage } from '@publia/shared';
import { kindOfStatus, retryAfter, type NetworkAnswer } from '../http.ts';
import { NetworkError, type NetworkErrorKind } from '../network-error.ts';
import { readOAuthError } from '../oauth2.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

/** Refusals that are LinkedIn's own hiccups: postiz retries them, and so may the engine. */
const TRANSIENT_MESSAGES = /Unable to obtain activity|resource is forbidden/i;

/** LinkedIn's quotas are daily and reset at midnight UTC; its 429 carries no header saying when. */
const nextUtcMidnight = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
};

function kindOf(status: number, code: string | null, message: string): NetworkErrorKind {
  if (status === 401 || code === 'EXPIRED_ACCESS_TOKEN' || code === 'REVOKED_ACCESS_TOKEN') return 'token_expired';
  if (status === 429) return 'rate_limited';
  if (TRANSIENT_MESSAGES.test(message)) return 'transient';
  return kindOfStatus(status);
}

/**
 * LinkedIn's refusals: `{status, serviceErrorCode, code, message}` on the API, RFC 6749 words on
 * the token endpoint (where `invalid_request` is a code or refresh token LinkedIn no longer takes).
 */
export function readLinkedInError(answer: NetworkAnswer): NetworkError | null {
  if (answer.status < 400) return null;
  const body = isObject(answer.body) ? answer.body : {};
  if (typeof body.error === 'string') return readOAuthError('linkedin', answer, 'token_expired');
  const code = typeof body.code === 'string' ? body.code : null;
  const message = typeof body.message === 'string' && body.message ? body.message : `HTTP ${answer.status}`;
  const kind = kindOf(answer.status, code, message);
  return new NetworkError('linkedin', kind, frenchMessage('network.refused', { status: answer.status, detail: code ? `${code} — ${message}` : message }), {
    status: answer.status,
    code: code ?? (typeof body.serviceErrorCode === 'number' ? body.serviceErrorCode : undefined),
    ...(kind === 'rate_limited' ? { resetAt: answer.headers.has('retry-after') ? retryAfter(answer.headers) : nextUtcMidnight() } : {}),
    // A 404: the post or comment named does not exist (any more).
    ...(answer.status === 404 && kind === 'invalid_content' ? { notFound: true } : {}),
  });
}
