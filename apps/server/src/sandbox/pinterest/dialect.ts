import type { FakeAnswer, FakeDialect } from '../kit/gate.ts';

/** Pinterest's error body, `{code, message}`; its documented examples use the HTTP status as code. */
export const pinterestError = (status: number, message: string, headers?: Record<string, string>): FakeAnswer => ({
  status,
  body: { code: status, message },
  ...(headers ? { headers } : {}),
});

export const pinterestDialect: FakeDialect = {
  error(kind, options) {
    switch (kind) {
      case 'server_error':
        return pinterestError(500, 'Something went wrong on our end. Sorry about that.');
      case 'rate_limit':
        // Pinterest documents no rate-limit header: the standard Retry-After (⚠ a guess).
        return pinterestError(429, 'You have exceeded your rate limit. Try again later.', { 'retry-after': String(options?.retryAfterSeconds ?? 60) });
      case 'token_expired':
        return pinterestError(401, 'Authentication failed: the access token has expired.');
      case 'invalid_token':
        return pinterestError(401, 'Authentication failed.');
      case 'duplicate':
        return pinterestError(400, 'Invalid request: this Pin duplicates a Pin created moments ago.');
    }
  },
  truncatedBody: '{"id":"8136425117',
};

const s3Error = (status: number, code: string, message: string): FakeAnswer => ({
  status,
  headers: { 'content-type': 'application/xml' },
  body: `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>4442587FB7D0A2F9</RequestId></Error>`,
});

/** The storage behind `upload_url` answers like S3: XML errors, 204 on success. */
export const s3Dialect: FakeDialect = {
  error(kind) {
    switch (kind) {
      case 'server_error':
      case 'rate_limit':
        return s3Error(503, 'SlowDown', 'Please reduce your request rate.');
      case 'token_expired':
      case 'invalid_token':
        return s3Error(403, 'AccessDenied', 'Invalid according to Policy: Policy expired.');
      case 'duplicate':
        return s3Error(400, 'InvalidArgument', 'An upload with this key already exists.');
    }
  },
  truncatedBody: '<?xml version="1.0" encoding="UTF-8"?><Error><Co',
};
