import { frenchMessage } from '@publia/shared';
import { kindOfStatus, retryAfter, type NetworkAnswer } from '../http.ts';
import { NetworkError, type NetworkErrorKind } from '../network-error.ts';

type Body = { code?: unknown; message?: unknown } | null;

/**
 * Pinterest answers a refusal with its HTTP status and `{code, message}`: 401 an expired or
 * revoked token, 403 a missing scope, 429 a rate limit, 4xx a refused Pin. `refusal` replaces the
 * kind of a plain 4xx refusal, e.g. `token_expired` at a refresh (a spent refresh token).
 */
export function readPinterestError(answer: NetworkAnswer, refusal?: NetworkErrorKind): NetworkError | null {
  if (answer.status < 400) return null;
  const body = (answer.body && typeof answer.body === 'object' ? answer.body : null) as Body;
  const code = typeof body?.code === 'number' ? body.code : undefined;
  const message = typeof body?.message === 'string' ? body.message.slice(0, 200) : '';
  let kind = kindOfStatus(answer.status);
  if (refusal && answer.status < 500 && answer.status !== 429) kind = refusal;
  const detail = code !== undefined ? `${code} — ${message}` : message || `HTTP ${answer.status}`;
  return new NetworkError('pinterest', kind, frenchMessage('network.refused', { status: answer.status, detail }), {
    status: answer.status,
    ...(code !== undefined ? { code } : {}),
    ...(kind === 'rate_limited' ? { resetAt: retryAfter(answer.headers, 60) } : {}),
  });
}
