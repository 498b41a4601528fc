import type { FakeAnswer, FakeDialect } from '../kit/gate.ts';

/** LinkedIn's error body: `{status, serviceErrorCode, code, message}`. */
export const liError = (status: number, code: string | null, message: string, serviceErrorCode?: number): FakeAnswer => ({
  status,
  body: { status, ...(serviceErrorCode !== undefined ? { serviceErrorCode } : {}), ...(code ? { code } : {}), message },
});

/** 422 as LinkedIn words a body that misses a field or carries a wrong one. */
export const unprocessable = (field: string, problem = 'field is required but not found and has no default value') => liError(422, null, `ERROR :: /${field} :: ${problem}`);

export const accessDenied = (message: string) => liError(403, 'ACCESS_DENIED', message, 100);

export const expiredToken = () => liError(401, 'EXPIRED_ACCESS_TOKEN', 'The token used in the request has expired', 65602);
export const invalidToken = () => liError(401, 'INVALID_ACCESS_TOKEN', 'Invalid access token', 65600);

/** The daily quota's refusal: no header says when it ends (midnight UTC). */
export const dailyLimit = () => liError(429, 'TOO_MANY_REQUESTS', 'Resource level throttle APPLICATION DAY limit for calls to this resource is reached.', 101);

export const linkedinDialect: FakeDialect = {
  error(kind) {
    switch (kind) {
      case 'server_error':
        return liError(500, null, 'Internal Server Error', 0);
      case 'rate_limit':
        return dailyLimit();
      case 'token_expired':
        return expiredToken();
      case 'invalid_token':
        return invalidToken();
      case 'duplicate':
        return liError(422, 'DUPLICATE_POST', 'Content is a duplicate of urn:li:share:7260000000000000000');
    }
  },
  truncatedBody: '{"likesSummary":{"selectedLikes":[],"aggregatedTotalLikes":1',
};

/** RFC 6749 refusal of the token endpoint. */
export const oauthError = (status: number, error: string, description: string): FakeAnswer => ({
  status,
  body: { error, error_description: description },
});

export const linkedinOAuthDialect: FakeDialect = {
  error(kind) {
    switch (kind) {
      case 'server_error':
        return liError(500, null, 'Internal Server Error', 0);
      case 'rate_limit':
        return dailyLimit();
      case 'token_expired':
      case 'invalid_token':
      case 'duplicate':
        return oauthError(400, 'invalid_request', 'The provided authorization grant or refresh token is invalid, expired or revoked');
    }
  },
  truncatedBody: '{"access_token":"AQV8Zx","expires_in":518',
};
