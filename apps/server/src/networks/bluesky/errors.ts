import { frenchMessage } from '@publia/shared';
import { kindOfStatus, retryAfter, type NetworkAnswer } from '../http.ts';
import { NetworkError, type NetworkErrorKind } from '../network-error.ts';

type Body = { error?: unknown; message?: unknown } | null;

/** The XRPC error names whose meaning is known whatever the status says. */
const KIND_OF_ERROR: Record<string, NetworkErrorKind> = {
  ExpiredToken: 'token_expired',
  InvalidToken: 'token_expired',
  AuthenticationRequired: 'token_expired',
  AccountTakedown: 'permission_missing',
  AccountDeactivated: 'permission_missing',
  AuthFactorTokenRequired: 'permission_missing',
  RateLimitExceeded: 'rate_limited',
  InvalidRequest: 'invalid_content',
  InvalidSwap: 'invalid_content',
  BlobTooLarge: 'invalid_content',
  RecordNotFound: 'invalid_content',
  NotFound: 'invalid_content',
  InternalServerError: 'transient',
  UpstreamFailure: 'transient',
  NotEnoughResources: 'transient',
};

/**
 * When a rate limit ends: `ratelimit-reset` (epoch seconds, the XRPC servers' header), else
 * `retry-after`, else a minute.
 */
export function rateLimitReset(headers: Headers): Date {
  const reset = headers.get('ratelimit-reset');
  if (reset && /^\d+$/.test(reset)) return new Date(Number(reset) * 1000);
  return retryAfter(headers, 60);
}

/**
 * An XRPC refusal, `{error, message}` with its HTTP status: 400 a refused request (`InvalidRequest`,
 * a lexicon's own error name), 401 an expired or invalid token, 429 `RateLimitExceeded` with its
 * `ratelimit-reset`, 5xx the server. `refusal` replaces the kind of a plain 4xx (a refused refresh is
 * `token_expired`). The error's name is kept as the details' code.
 */
export function readXrpcError(answer: NetworkAnswer, refusal?: NetworkErrorKind): NetworkError | null {
  if (answer.status < 400) return null;
  const body = (answer.body && typeof answer.body === 'object' ? answer.body : null) as Body;
  const name = typeof body?.error === 'string' ? body.error.slice(0, 100) : undefined;
  const message = typeof body?.message === 'string' ? body.message.slice(0, 200) : '';
  let kind = (name && KIND_OF_ERROR[name]) || kindOfStatus(answer.status);
  if (answer.status === 429) kind = 'rate_limited';
  if (refusal && answer.status < 500 && answer.status !== 429) kind = refusal;
  const detail = name ? `${name}${message ? ` — ${message}` : ''}` : message || `HTTP ${answer.status}`;
  return new NetworkError('bluesky', kind, frenchMessage('network.bluesky.refused', { status: answer.status, detail }), {
    status: answer.status,
    ...(name ? { code: name } : {}),
    ...(kind === 'rate_limited' ? { resetAt: rateLimitReset(answer.headers) } : {}),
    ...(name === 'NotFound' || name === 'RecordNotFound' ? { notFound: true } : {}),
  });
}

/** A refusal of Publia's own (or a network refusal said better), in French. */
export const blueskyRefusal = (kind: NetworkErrorKind, key: Parameters<typeof frenchMessage>[0], params: Record<string, string | number> = {}, status?: number) =>
  new NetworkError('bluesky', kind, frenchMessage(key, params), status === undefined ? {} : { status });
