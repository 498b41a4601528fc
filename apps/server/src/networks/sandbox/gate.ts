import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../lib/context.ts';
import { nextFault, SANDBOX_TIMEOUT_MS } from './faults.ts';
import { waitSandboxLatency } from './latency.ts';
import { bearerOf, checkAccessToken, expireAccessToken } from './oauth.ts';

export interface FakeAnswer {
  status: number;
  headers?: Record<string, string>;
  body: unknown;
}

/** The failures every fake words in its own network's format (status, body, headers). */
export type FakeErrorKind = 'server_error' | 'rate_limit' | 'token_expired' | 'invalid_token' | 'duplicate';

export interface FakeDialect {
  error(kind: FakeErrorKind, options?: { retryAfterSeconds?: number }): FakeAnswer;
  /** The first bytes of a normal answer of this network, for the `truncated_json` fault. */
  truncatedBody: string;
}

/** What a proxy or a CDN in front of a network answers when it blocks a request: HTML, not the API. */
const HTML_ERROR_PAGE = `<!DOCTYPE html><html><head><title>Access Denied</title></head>
<body><h1>Access Denied</h1><p>You don't have permission to access this resource on this server.</p>
<p>Reference #18.6f2e1402.1732230000.2b1c7e0</p></body></html>`;

const send = (reply: FastifyReply, answer: FakeAnswer) => reply.code(answer.status).headers(answer.headers ?? {}).send(answer.body);

/**
 * The door of each fake endpoint: spends the fault armed for its operation and answers it in the
 * network's format, then checks the bearer token. A `timeout` holds the answer for longer than any
 * client waits, then lets the request through — it may well have been delivered, as for real.
 */
export function createGate(scope: FastifyInstance, ctx: AppContext, network: string, dialect: FakeDialect) {
  const closing = new AbortController();
  scope.addHook('onClose', async () => closing.abort());

  const holdOn = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, SANDBOX_TIMEOUT_MS);
      timer.unref();
      closing.signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
    });

  /**
   * Answers the armed fault, or returns what the endpoint handles itself (`processing_failure`).
   * Every call of a fake's API comes through here first, so the sandbox latency is added here.
   */
  async function fault(request: FastifyRequest, reply: FastifyReply, operation: string): Promise<'answered' | 'processing_failure' | null> {
    await waitSandboxLatency(ctx, closing.signal);
    const armed = await nextFault(ctx.db, network, operation);
    switch (armed) {
      case null:
        return null;
      case 'processing_failure':
        return armed;
      case 'timeout':
        await holdOn();
        if (closing.signal.aborted) return (send(reply, { status: 503, body: '' }), 'answered');
        return null;
      case 'html_error_page':
        return (reply.code(403).type('text/html; charset=utf-8').send(HTML_ERROR_PAGE), 'answered');
      case 'truncated_json':
        return (reply.code(200).type('application/json; charset=utf-8').send(dialect.truncatedBody), 'answered');
      case 'server_error':
      case 'duplicate':
        return (send(reply, dialect.error(armed)), 'answered');
      case 'rate_limit':
        return (send(reply, dialect.error('rate_limit', { retryAfterSeconds: 60 })), 'answered');
      case 'token_expired': {
        const token = bearerOf(request.headers.authorization);
        if (token) await expireAccessToken(ctx.db, network, token);
        return (send(reply, dialect.error('token_expired')), 'answered');
      }
    }
  }

  /** The fault, then the bearer token: the user the call acts for, or null once answered. */
  async function enter(
    request: FastifyRequest,
    reply: FastifyReply,
    operation: string,
  ): Promise<{ userId: string; token: string; scope: string; fault: 'processing_failure' | null } | null> {
    const armed = await fault(request, reply, operation);
    if (armed === 'answered') return null;
    const token = bearerOf(request.headers.authorization);
    const access = await checkAccessToken(ctx.db, network, token);
    if (!access.ok) {
      send(reply, dialect.error(access.reason === 'expired' ? 'token_expired' : 'invalid_token'));
      return null;
    }
    return { userId: access.userId, token: token!, scope: access.scope, fault: armed };
  }

  return { send, fault, enter };
}
