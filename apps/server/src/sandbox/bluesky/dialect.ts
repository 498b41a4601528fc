import type { FakeAnswer, FakeDialect } from '../kit/gate.ts';

/** An XRPC error: `{error, message}` with its status. */
export const xrpcError = (status: number, error: string, message: string, headers?: Record<string, string>): FakeAnswer => ({
  status,
  body: { error, message },
  ...(headers ? { headers } : {}),
});

export const invalidRequest = (message: string) => xrpcError(400, 'InvalidRequest', message);

/** A rate limit as the PDS words it: 429 `RateLimitExceeded`, `ratelimit-*` headers (reset in epoch seconds) and `retry-after`. */
export const rateLimited = (retryAfterSeconds: number, limit = 30) =>
  xrpcError(429, 'RateLimitExceeded', 'Rate Limit Exceeded', {
    'ratelimit-limit': String(limit),
    'ratelimit-remaining': '0',
    'ratelimit-reset': String(Math.ceil(Date.now() / 1000) + retryAfterSeconds),
    'ratelimit-policy': `${limit};w=300`,
    'retry-after': String(retryAfterSeconds),
  });

export const blueskyDialect: FakeDialect = {
  error(kind, options) {
    switch (kind) {
      case 'server_error':
        return xrpcError(500, 'InternalServerError', 'Internal Server Error');
      case 'rate_limit':
        return rateLimited(options?.retryAfterSeconds ?? 60, 5000);
      case 'token_expired':
        return xrpcError(400, 'ExpiredToken', 'Token has expired');
      case 'invalid_token':
        return xrpcError(401, 'InvalidToken', 'Token could not be verified');
      case 'duplicate':
        return invalidRequest('Record already exists');
    }
  },
  truncatedBody: '{"uri":"at://did:plc:',
};
