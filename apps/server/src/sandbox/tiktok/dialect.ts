import { randomBytes } from 'node:crypto';
import type { FakeAnswer, FakeDialect } from '../kit/gate.ts';

/** TikTok's log ids: a timestamp and hexadecimal digits. */
export const logId = () => {
  const now = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  return `${now}${randomBytes(9).toString('hex').toUpperCase()}`;
};

/** Every TikTok API body: `data`, and `error` whose code is `ok` on success. */
export const ok = (data: unknown) => ({ data, error: { code: 'ok', message: '', log_id: logId() } });

export const apiError = (status: number, code: string, message: string): FakeAnswer => ({
  status,
  body: { data: {}, error: { code, message, log_id: logId() } },
});

/** OAuth refusals: RFC 6749 words, answered with HTTP 200, as TikTok's OAuth endpoints do. */
export const oauthError = (error: string, description: string): FakeAnswer => ({
  status: 200,
  body: { error, error_description: description, log_id: logId() },
});

export const tiktokDialect: FakeDialect = {
  error(kind) {
    switch (kind) {
      case 'server_error':
        return apiError(500, 'internal_error', 'Something went wrong. Please try again later.');
      case 'rate_limit':
        return apiError(429, 'rate_limit_exceeded', 'API rate limit exceeded, please retry later.');
      case 'token_expired':
      case 'invalid_token':
        return apiError(401, 'access_token_invalid', 'The access token is invalid or not found in the request.');
      case 'duplicate':
        return apiError(400, 'invalid_params', 'This video has already been posted: duplicate content is not allowed.');
    }
  },
  truncatedBody: '{"data":{"publish_id":"v_pub_file~v2-1.7312',
};

/** The token endpoint speaks OAuth, not the API's envelope, for every failure. */
export const tiktokOAuthDialect: FakeDialect = {
  error(kind) {
    switch (kind) {
      case 'server_error':
        return { status: 500, body: { error: 'server_error', error_description: 'Internal error.', log_id: logId() } };
      case 'rate_limit':
        return apiError(429, 'rate_limit_exceeded', 'API rate limit exceeded, please retry later.');
      case 'duplicate':
      case 'token_expired':
      case 'invalid_token':
        return oauthError('invalid_grant', 'Refresh token is invalid or expired.');
    }
  },
  truncatedBody: '{"access_token":"act.example","expires_in":864',
};
