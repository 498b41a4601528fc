import type { FakeAnswer, FakeDialect } from '../kit/gate.ts';

/** A demo account's name as an X handle: letters, digits and `_`, 15 at most. */
export const xHandle = (username: string) => username.replace(/[^A-Za-z0-9_]/g, '_').slice(0, 15) || 'publia_demo';

const PROBLEM_TYPE = 'https://api.x.com/2/problems';
const PROBLEM_JSON = { 'content-type': 'application/problem+json' };

/** An RFC 7807 problem, as X v2 answers its refusals (`about:blank` for the plain HTTP ones). */
export const problem = (status: number, title: string, detail: string, type = 'about:blank', headers: Record<string, string> = {}): FakeAnswer => ({
  status,
  headers: { ...PROBLEM_JSON, ...headers },
  body: { title, detail, type, status },
});

/** X's 400: the problem, with the faulty parameter named in `errors[]`. */
export const invalidRequest = (message: string, parameter = 'body'): FakeAnswer => ({
  status: 400,
  headers: PROBLEM_JSON,
  body: {
    errors: [{ parameters: { [parameter]: [] }, message }],
    title: 'Invalid Request',
    detail: 'One or more parameters to your request was invalid.',
    type: `${PROBLEM_TYPE}/invalid-request`,
  },
});

/** A 200 carrying only `errors[]`: how X says a post (or a user) it was asked about does not exist. */
export const notFound = (id: string, parameter: string, resource: 'tweet' | 'user' = 'tweet') => ({
  errors: [
    {
      value: id,
      detail: `Could not find ${resource} with ${parameter === 'username' ? 'username' : 'id'}: [${id}].`,
      title: 'Not Found Error',
      resource_type: resource,
      parameter,
      resource_id: id,
      type: `${PROBLEM_TYPE}/resource-not-found`,
    },
  ],
});

export const forbidden = (detail: string) => problem(403, 'Forbidden', detail);

/** The per-user window headers X sends with every answer of a limited endpoint. */
export const rateLimitHeaders = (limit: number, remaining: number, resetAt: Date): Record<string, string> => ({
  'x-rate-limit-limit': String(limit),
  'x-rate-limit-remaining': String(Math.max(0, remaining)),
  'x-rate-limit-reset': String(Math.ceil(resetAt.getTime() / 1000)),
});

export const tooManyRequests = (retryAfterSeconds: number, limit = 100) =>
  problem(429, 'Too Many Requests', 'Too Many Requests', 'about:blank', rateLimitHeaders(limit, 0, new Date(Date.now() + retryAfterSeconds * 1000)));

export const xDialect: FakeDialect = {
  error(kind, options) {
    switch (kind) {
      case 'server_error':
        return problem(503, 'Service Unavailable', 'Service Unavailable');
      case 'rate_limit':
        return tooManyRequests(options?.retryAfterSeconds ?? 900);
      case 'token_expired':
      case 'invalid_token':
        return problem(401, 'Unauthorized', 'Unauthorized');
      case 'duplicate':
        return forbidden('You are not allowed to create a Tweet with duplicate content.');
    }
  },
  truncatedBody: '{"data":{"edit_history_tweet_ids":["1346889436626259968"],"id":"13468894366262',
};

/** RFC 6749 refusal of the token endpoint; X says `invalid_request` for a code or token it no longer knows. */
export const oauthError = (error: string, description: string): FakeAnswer => ({
  status: 400,
  body: { error, error_description: description },
});

export const invalidToken = () => oauthError('invalid_request', 'Value passed for the token was invalid.');

export const xOAuthDialect: FakeDialect = {
  error(kind, options) {
    switch (kind) {
      case 'server_error':
        return problem(503, 'Service Unavailable', 'Service Unavailable');
      case 'rate_limit':
        return tooManyRequests(options?.retryAfterSeconds ?? 900);
      case 'token_expired':
      case 'invalid_token':
      case 'duplicate':
        return invalidToken();
    }
  },
  truncatedBody: '{"token_type":"bearer","expires_in":7200,"access_token":"VGhpcyBpcyBh',
};
