import { frenchMessage } from '@publia/shared';
import { kindOfStatus, retryAfter, type NetworkAnswer } from '../http.ts';
import { NetworkError, type NetworkErrorKind } from '../network-error.ts';
import { readOAuthError } from '../oauth2.ts';

/** TikTok's `error.code` values (the Content Posting API's error list) and what the publishing engine should make of them. */
const CODE_KINDS: Record<string, NetworkErrorKind> = {
  access_token_invalid: 'token_expired',
  scope_not_authorized: 'permission_missing',
  scope_permission_missed: 'permission_missing',
  invalid_params: 'invalid_content',
  invalid_file_upload: 'invalid_content',
  rate_limit_exceeded: 'rate_limited',
  internal_error: 'transient',
  // Posting caps per creator and per day: waiting is the only remedy.
  spam_risk_too_many_posts: 'rate_limited',
  spam_risk_too_many_pending_share: 'rate_limited',
  // The app or the account must change (audit, domain verification, ban): retrying cannot help.
  spam_risk_user_banned_from_posting: 'permission_missing',
  reached_active_user_cap: 'permission_missing',
  unaudited_client_can_only_post_to_private_accounts: 'permission_missing',
  url_ownership_unverified: 'permission_missing',
  privacy_level_option_mismatch: 'invalid_content',
  picture_size_check_failed: 'invalid_content',
  file_format_check_failed: 'invalid_content',
  duration_check_failed: 'invalid_content',
  frame_rate_check_failed: 'invalid_content',
  // TikTok could not fetch the file this time; the next attempt may reach it.
  video_pull_failed: 'transient',
  photo_pull_failed: 'transient',
};

/** The kind a TikTok code (an `error.code` or a `fail_reason`) means, when TikTok documents it. */
export const kindOfTikTokCode = (code: string): NetworkErrorKind | undefined => CODE_KINDS[code];

const DAILY_CAPS = new Set(['spam_risk_too_many_posts', 'spam_risk_too_many_pending_share']);

type Body = { error?: unknown } | null;
const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object';

/**
 * Every TikTok answer carries `error: {code, message, log_id}`, `code: "ok"` on success — and a
 * refusal may come with HTTP 200, so the body decides, not the status. The OAuth endpoint words
 * its refusals the RFC 6749 way (`error` as a string), also possibly with HTTP 200; at a refresh,
 * `invalid_request` (a malformed or unknown refresh token) means the user must consent again.
 */
export function readTikTokError(answer: NetworkAnswer, oauthInvalidRequest: NetworkErrorKind = 'invalid_content'): NetworkError | null {
  const body = answer.body as Body;
  if (!isObject(body)) return null;
  if (typeof body.error === 'string') {
    return readOAuthError('tiktok', { ...answer, status: Math.max(answer.status, 400) }, oauthInvalidRequest);
  }
  if (!isObject(body.error)) return null;
  const code = typeof body.error.code === 'string' ? body.error.code : null;
  if (!code || code === 'ok') return null;
  const kind = CODE_KINDS[code] ?? (answer.status >= 400 ? kindOfStatus(answer.status) : 'unknown');
  const message = typeof body.error.message === 'string' ? body.error.message.slice(0, 200) : '';
  const resetAt = kind !== 'rate_limited' ? undefined : DAILY_CAPS.has(code) ? new Date(Date.now() + 86_400_000) : retryAfter(answer.headers, 60);
  return new NetworkError('tiktok', kind, frenchMessage('network.refused', { status: answer.status, detail: message ? `${code} — ${message}` : code }), {
    status: answer.status,
    code,
    ...(resetAt ? { resetAt } : {}),
  });
}
