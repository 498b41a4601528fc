import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { SANDBOX_TIMEOUT_MS, type SandboxFault } from '../../sandbox/faults.ts';
import { expireAccessToken } from '../../sandbox/oauth.ts';
import type { GraphError } from '../errors.ts';

const fbtraceId = () => randomBytes(8).toString('base64url');

/** Graph's error envelope; the status is 400 for almost everything, as on the real API. */
export function sendGraphError(reply: FastifyReply, error: GraphError, status = 400, headers: Record<string, string> = {}) {
  return reply
    .status(status)
    .headers({ 'www-authenticate': 'OAuth "Facebook Platform" "invalid_request"', ...headers })
    .type('application/json; charset=UTF-8')
    .send({ error: { type: 'OAuthException', ...error, fbtrace_id: fbtraceId() } });
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
  missingParam: (name: string) => ({ message: `(#100) The parameter ${name} is required`, code: 100 }),
  invalidParam: (message: string) => ({ message: `(#100) ${message}`, code: 100 }),
  pagePermission: {
    message:
      '(#200) If posting to a page, requires both pages_read_engagement and pages_manage_posts as an admin with sufficient administrative permission',
    code: 200,
  },
  server: { message: 'An unexpected error has occurred. Please retry your request later.', code: 2, is_transient: true },
} satisfies Record<string, GraphError | ((...args: never[]) => GraphError)>;

export interface FaultSetting {
  db: Db;
  network: string;
  /** The token the request presented: a `token_expired` fault makes it expire for good. */
  token: string | null;
  /** Whose Business Use Case usage a throttle reports (the Page or Instagram account id). */
  usageKey: string;
  /** `pages` or `instagram`: the use case a throttle reports. */
  usageType: string;
  throttle: GraphError;
  duplicate: GraphError;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/** Answers an armed fault the way Graph would. `processing_failure` is a status's business. */
export async function answerFault(reply: FastifyReply, fault: SandboxFault, setting: FaultSetting) {
  switch (fault) {
    case 'rate_limit': {
      const usage = { [setting.usageKey]: [{ type: setting.usageType, call_count: 100, total_cputime: 24, total_time: 31, estimated_time_to_regain_access: 7 }] };
      return sendGraphError(reply, setting.throttle, 400, { 'x-business-use-case-usage': JSON.stringify(usage) });
    }
    case 'token_expired':
      if (setting.token) await expireAccessToken(setting.db, setting.network, setting.token);
      return sendGraphError(reply, GRAPH_ERRORS.expiredToken());
    case 'duplicate':
      return sendGraphError(reply, setting.duplicate);
    case 'html_error_page':
      return reply
        .status(200)
        .type('text/html; charset=utf-8')
        .send('<!DOCTYPE html><html lang="en"><head><title>Error</title></head><body><h1>Sorry, something went wrong.</h1><p>We\'re working on getting this fixed as soon as we can.</p></body></html>');
    case 'truncated_json':
      return reply.status(200).type('application/json; charset=UTF-8').send('{"id":"1784140572635812_9928374651');
    case 'timeout':
      await sleep(SANDBOX_TIMEOUT_MS);
      return sendGraphError(reply, GRAPH_ERRORS.server, 500);
    case 'server_error':
    case 'processing_failure':
      return sendGraphError(reply, GRAPH_ERRORS.server, 500);
  }
}
