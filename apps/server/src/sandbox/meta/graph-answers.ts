import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { FakeAnswer, FakeDialect } from '../kit/gate.ts';
import type { GraphError } from '../../networks/meta/errors.ts';

const fbtraceId = () => randomBytes(8).toString('base64url');

/** Graph's error envelope; the status is 400 for almost everything, as on the real API. */
export const graphErrorAnswer = (error: GraphError, status = 400, headers: Record<string, string> = {}): FakeAnswer => ({
  status,
  headers: { 'www-authenticate': 'OAuth "Facebook Platform" "invalid_request"', 'content-type': 'application/json; charset=UTF-8', ...headers },
  body: { error: { type: 'OAuthException', ...error, fbtrace_id: fbtraceId() } },
});

export function sendGraphError(reply: FastifyReply, error: GraphError, status = 400, headers: Record<string, string> = {}) {
  const answer = graphErrorAnswer(error, status, headers);
  return reply.status(answer.status).headers(answer.headers!).send(answer.body);
}

/** Graph dates: `2026-11-22T03:12:00+0000`. */
export const graphTime = (date: Date | string) => new Date(date).toISOString().replace(/\.\d{3}Z$/, '+0000');

export const GRAPH_ERRORS = {
  missingToken: { message: 'An active access token must be used to query information about the current user.', code: 2500 },
  invalidToken: { message: 'Invalid OAuth access token - Cannot parse access token', code: 190 },
  expiredToken: () => ({
    message: `Error validating access token: Session has expired on ${new Date(Date.now() - 60_000).toUTCString()}. The current time is ${new Date().toUTCString()}.`,
    code: 190,
    error_subcode: 463,
  }),
  unknownObject: (id: string) => ({
    message: `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
    code: 100,
    error_subcode: 33,
  }),
  /** Business Discovery's answer to a username no professional account has (a personal one included). */
  unknownUsername: (username: string) => ({
    message: 'Invalid user id',
    code: 110,
    error_subcode: 2207013,
    is_transient: false,
    error_user_title: 'Cannot find User',
    error_user_msg: `The user with username: ${username} cannot be found.`,
  }),
  missingParam: (name: string) => ({ message: `(#100) The parameter ${name} is required`, code: 100 }),
  invalidParam: (message: string) => ({ message: `(#100) ${message}`, code: 100 }),
  pagePermission: {
    message: '(#200) If posting to a page, requires both pages_read_engagement and pages_manage_posts as an admin with sufficient administrative permission',
    code: 200,
  },
  server: { message: 'An unexpected error has occurred. Please retry your request later.', code: 2, is_transient: true },
} satisfies Record<string, GraphError | ((...args: never[]) => GraphError)>;

/**
 * How Graph words each failure for the shared sandbox gate. A throttle reports the Business Use
 * Case usage with the wait before access comes back (what clients read for the reset time).
 */
export function graphDialect(options: { usageType: 'pages' | 'instagram'; throttle: GraphError; duplicate: GraphError }): FakeDialect {
  return {
    error(kind) {
      switch (kind) {
        case 'server_error':
          return graphErrorAnswer(GRAPH_ERRORS.server, 500);
        case 'rate_limit': {
          const usage = { 'publia-sandbox': [{ type: options.usageType, call_count: 100, total_cputime: 24, total_time: 31, estimated_time_to_regain_access: 7 }] };
          return graphErrorAnswer(options.throttle, 400, { 'x-business-use-case-usage': JSON.stringify(usage) });
        }
        case 'token_expired':
          return graphErrorAnswer(GRAPH_ERRORS.expiredToken());
        case 'invalid_token':
          // Graph says 400 even for a dead token: only the body's code 190 tells.
          return graphErrorAnswer(GRAPH_ERRORS.invalidToken);
        case 'duplicate':
          return graphErrorAnswer(options.duplicate);
      }
    },
    truncatedBody: '{"id":"1784140572635812_9928374651',
  };
}
