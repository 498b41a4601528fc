import { frenchMessage } from '@publia/shared';
import { kindOfStatus, retryAfter, type NetworkAnswer } from '../http.ts';
import { NetworkError, type NetworkErrorKind } from '../network-error.ts';
import { readOAuthError } from '../oauth2.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** The last segment of an RFC 7807 `type` (`https://api.x.com/2/problems/usage-capped` → `usage-capped`). */
const problemKind = (type: unknown) => text(type)?.split('/').pop() ?? null;

const PROBLEM_KINDS: Record<string, NetworkErrorKind> = {
  'invalid-request': 'invalid_content',
  'resource-not-found': 'invalid_content',
  'duplicate-rules': 'invalid_content',
  'not-authorized-for-resource': 'permission_missing',
  'not-authorized-for-field': 'permission_missing',
  'client-forbidden': 'permission_missing',
  'unsupported-authentication': 'permission_missing',
  'usage-capped': 'rate_limited',
  'rate-limit-exceeded': 'rate_limited',
};

/** X words refusals in three ways: an RFC 7807 problem, `errors[]` of problems, or the legacy `{code, message}`. */
function firstProblem(body: Json): Json {
  const errors = Array.isArray(body.errors) ? body.errors.filter(isObject) : [];
  return text(body.title) || text(body.type) || text(body.message) ? body : (errors[0] ?? body);
}

/** `x-rate-limit-reset` is the end of the window in epoch seconds; `Retry-After` otherwise. */
function resetOf(headers: Headers): Date {
  const reset = Number(headers.get('x-rate-limit-reset'));
  return Number.isFinite(reset) && reset > 0 ? new Date(reset * 1000) : retryAfter(headers, 15 * 60);
}

/** X's ways of saying the post named does not exist (any more): a 404, its problem type, or its words. */
const GONE = /could not find|deleted or not visible/i;
const saysGone = (status: number, kind: string | null, detail: string) => status === 404 || kind === 'resource-not-found' || GONE.test(detail);

function kindOf(status: number, kind: string | null, code: unknown, detail: string): NetworkErrorKind {
  if (status === 429 || code === 88) return 'rate_limited';
  if (status === 401) return 'token_expired';
  // 403 is X's answer to a duplicate (or over-long) post, to a reply to a deleted post, and to missing access.
  if (status === 403 && /duplicate|too long/i.test(detail)) return 'invalid_content';
  if (saysGone(status, kind, detail)) return 'invalid_content';
  return (kind ? PROBLEM_KINDS[kind] : undefined) ?? (status >= 400 ? kindOfStatus(status) : 'unknown');
}

/**
 * Reads X's refusals, including a 200 that carries `errors[]` and no `data` (X's partial
 * success: with `data`, the call did what was asked). The token endpoint answers the OAuth way,
 * and `invalid_request` there means the code or refresh token is no longer valid.
 */
export function readXError(answer: NetworkAnswer): NetworkError | null {
  const body = answer.body;
  if (!isObject(body)) return null;
  if (typeof body.error === 'string') return readOAuthError('twitter', answer, 'token_expired');
  const failed = answer.status >= 400 || (Array.isArray(body.errors) && body.errors.length > 0 && body.data === undefined);
  if (!failed) return null;
  const problem = firstProblem(body);
  const first = Array.isArray(body.errors) && isObject(body.errors[0]) ? text(body.errors[0].message) : null;
  const said = text(problem.detail) ?? text(problem.title) ?? text(problem.message) ?? `HTTP ${answer.status}`;
  // An invalid-request problem names the faulty parameter only in its `errors[]`.
  const detail = problem === body && first ? `${said} ${first}` : said;
  const kind = kindOf(answer.status, problemKind(problem.type), problem.code, detail);
  return new NetworkError('twitter', kind, frenchMessage('network.refused', { status: answer.status, detail }), {
    status: answer.status,
    code: problemKind(problem.type) ?? (typeof problem.code === 'number' ? problem.code : undefined),
    ...(kind === 'rate_limited' ? { resetAt: resetOf(answer.headers) } : {}),
    ...(kind === 'invalid_content' && saysGone(answer.status, problemKind(problem.type), detail) ? { notFound: true } : {}),
  });
}

/** X's "Not Found Error" problem: the post or user asked about does not exist (or no longer). */
export const isNotFound = (problem: { title?: string | null; type?: string | null }) =>
  /not found/i.test(problem.title ?? '') || (problem.type ?? '').endsWith('/resource-not-found');

/**
 * X's refusals, except a 200 whose problems all say "not found" and that has no `data`: a lookup
 * of something that does not exist (every post of a batch gone, an unknown username) is still an
 * answer, not a refusal.
 */
export function readXErrorUnlessNotFound(answer: NetworkAnswer): NetworkError | null {
  const body = answer.body as { data?: unknown; errors?: { title?: string; type?: string }[] } | null;
  const allGone = answer.status === 200 && !!body && body.data === undefined && Array.isArray(body.errors) && body.errors.length > 0 && body.errors.every(isNotFound);
  return allGone ? null : readXError(answer);
}
