import type { Network } from '@publia/shared';
import { frenchMessage } from '@publia/shared';
import { kindOfStatus, retryAfter, type ErrorReader } from '../http.ts';
import { NetworkError, type NetworkErrorKind } from '../network-error.ts';

/** `{"error":{message,type,code,error_subcode,is_transient,error_user_msg,fbtrace_id}}`, any status. */
export interface GraphError {
  message?: string;
  type?: string;
  code?: number;
  error_subcode?: number;
  is_transient?: boolean;
  error_user_title?: string;
  error_user_msg?: string;
  fbtrace_id?: string;
}

const TOKEN_CODES = new Set([102, 190]);
/** Mixpost's throttling list, plus 9 (Instagram's publishing rate limit). */
const THROTTLING_CODES = new Set([4, 9, 17, 32, 613, 80014, ...Array.from({ length: 9 }, (_, i) => 80001 + i)]);
/** 1 and 2 are Graph's "retry"; -1 and -2 are Instagram's server and download errors. */
const TRANSIENT_CODES = new Set([1, 2, -1, -2]);

/** Subcodes that say more than their code (Instagram's table, postiz's observations). */
const SUBCODE_KINDS: Record<number, NetworkErrorKind> = {
  2207042: 'rate_limited', // daily publishing limit (code 9)
  1390008: 'rate_limited', // posting too fast
  2207051: 'invalid_content', // suspected spam (code 4, yet not a throttle)
  2207020: 'invalid_content', // container expired (code -2): a new container is needed
  2207027: 'transient', // container not ready for publishing yet (code 9007)
  1366051: 'invalid_content', // duplicate photos
};

/** Waits applied when Meta gives no usage header: its app windows roll over an hour. */
const FALLBACK_WAIT_SECONDS = 10 * 60;
const PUBLISHING_LIMIT_WAIT_SECONDS = 60 * 60;

export function kindOfGraphError(error: GraphError, status: number): NetworkErrorKind {
  const code = error.code ?? 0;
  const subcodeKind = error.error_subcode !== undefined ? SUBCODE_KINDS[error.error_subcode] : undefined;
  if (subcodeKind) return subcodeKind;
  if (TOKEN_CODES.has(code)) return 'token_expired';
  if (THROTTLING_CODES.has(code)) return 'rate_limited';
  if (TRANSIENT_CODES.has(code) || error.is_transient) return 'transient';
  if (code === 10 || (code >= 200 && code <= 299)) return 'permission_missing';
  if (status >= 200 && status < 300) return 'unknown';
  if (status >= 500) return 'transient';
  return kindOfStatus(status);
}

/**
 * When a throttled caller may try again: the longest `estimated_time_to_regain_access` (minutes)
 * of the Business Use Case usage header, else a fixed wait.
 */
export function graphResetAt(headers: Headers, error: GraphError): Date {
  const minutes = regainMinutes(headers.get('x-business-use-case-usage'));
  if (minutes > 0) return new Date(Date.now() + minutes * 60_000);
  const fallback = error.error_subcode === 2207042 ? PUBLISHING_LIMIT_WAIT_SECONDS : FALLBACK_WAIT_SECONDS;
  return retryAfter(headers, fallback);
}

function regainMinutes(header: string | null): number {
  if (!header) return 0;
  try {
    const usage = JSON.parse(header) as Record<string, { estimated_time_to_regain_access?: number }[]>;
    const waits = Object.values(usage).flatMap((entries) => (Array.isArray(entries) ? entries.map((entry) => Number(entry?.estimated_time_to_regain_access) || 0) : []));
    return Math.max(0, ...waits);
  } catch {
    return 0;
  }
}

/** Graph's "does not exist, cannot be loaded": code 100 with subcode 33 (a deleted comment, post…), or an HTTP 404. */
export const isGraphNotFound = (error: GraphError, status: number) => (error.code === 100 && error.error_subcode === 33) || status === 404;

/** Graph messages sometimes quote the token they refused ("Malformed access token EAAB…"). */
const redactTokens = (text: string) => text.replace(/[\w|.-]{32,}/g, '…');

export const graphErrorOf = (body: unknown): GraphError | null => {
  const error = body && typeof body === 'object' ? (body as { error?: unknown }).error : undefined;
  return error && typeof error === 'object' ? (error as GraphError) : null;
};

/** Reads Graph's own error body (Facebook and Instagram alike), whatever the HTTP status. */
export function readGraphError(network: Network): ErrorReader {
  return ({ status, headers, body }) => {
    const error = graphErrorOf(body);
    if (!error) return null;
    const kind = kindOfGraphError(error, status);
    const notFound = kind === 'invalid_content' && isGraphNotFound(error, status);
    const code = error.error_subcode ? `${error.code}/${error.error_subcode}` : String(error.code ?? status);
    const text = redactTokens(error.error_user_msg || error.message || error.type || '').slice(0, 300);
    return new NetworkError(network, kind, frenchMessage('network.meta.error', { message: text, code }), {
      status,
      code,
      ...(kind === 'rate_limited' ? { resetAt: graphResetAt(headers, error) } : {}),
      ...(notFound ? { notFound } : {}),
    });
  };
}
