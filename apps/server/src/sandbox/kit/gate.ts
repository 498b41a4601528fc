import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from './context.ts';
import { nextFault, SANDBOX_TIMEOUT_MS, type SandboxFault } from './faults.ts';
import { accessOf, bearerOf, expireAccessToken, tokenKey, type SandboxUser, type TokenRecord } from './oauth.ts';
import { openCall } from './repository.ts';

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

const send = (reply: FastifyReply, answer: FakeAnswer) =>
  reply
    .code(answer.status)
    .headers(answer.headers ?? {})
    .send(answer.body);

/**
 * The door of each fake endpoint: spends the fault armed for its operation and answers it in the
 * network's format, then checks the bearer token. A `timeout` holds the answer for longer than any
 * client waits, then lets the request through — it may well have been delivered, as for real.
 */
export function createGate(scope: FastifyInstance, ctx: SandboxContext, network: string, dialect: FakeDialect) {
  const closing = new AbortController();
  // Thousands of calls may be waiting at once (latency): one listener wakes them all at close.
  const sleepers = new Set<() => void>();
  scope.addHook('onClose', async () => {
    closing.abort();
    for (const wake of sleepers) wake();
  });

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (closing.signal.aborted) return resolve();
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      timer.unref();
      sleepers.add(wake);
    });

  /** Every call of a fake's API comes through the gate, so the latency its caller's owner set is added here. */
  const latency = async (owner: string | null) => {
    const ms = await ctx.latency.current(owner);
    if (ms > 0) await sleep(ms);
  };

  /** Answers a fault that was armed, or returns what the endpoint handles itself (`processing_failure`). */
  async function answerFault(armed: SandboxFault | null, request: FastifyRequest, reply: FastifyReply): Promise<'answered' | 'processing_failure' | null> {
    switch (armed) {
      case null:
        return null;
      case 'processing_failure':
        return armed;
      case 'timeout':
        await sleep(SANDBOX_TIMEOUT_MS);
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
        if (token) await expireAccessToken(ctx, network, token);
        return (send(reply, dialect.error('token_expired')), 'answered');
      }
    }
  }

  /**
   * The fault armed for the operation, if any, answered (endpoints without a bearer token: the
   * account's owner comes from what the call carries — a code, a refresh token, an upload's record).
   */
  async function fault(request: FastifyRequest, reply: FastifyReply, operation: string, owner: string | null): Promise<'answered' | 'processing_failure' | null> {
    await latency(owner);
    return answerFault(await nextFault(ctx.db, network, operation, owner), request, reply);
  }

  /**
   * The bearer token and the fault its account's owner armed: the user the call acts for (with the
   * demo account), or null once answered. Both are read in one round trip to the database: every
   * publish comes here. The latency is added after that read, as it depends on the owner.
   */
  async function enter(
    request: FastifyRequest,
    reply: FastifyReply,
    operation: string,
  ): Promise<{ userId: string; user: SandboxUser | null; token: string; scope: string; fault: 'processing_failure' | null } | null> {
    const token = bearerOf(request.headers.authorization);
    const opened = await openCall<TokenRecord, SandboxUser>(ctx.db, network, operation, token ? tokenKey(token) : null);
    await latency(opened.user?.owner ?? null);
    const armed = await answerFault(opened.fault as SandboxFault | null, request, reply);
    if (armed === 'answered') return null;
    const access = accessOf(token, opened.access, ctx.clock.now());
    if (!access.ok) {
      send(reply, dialect.error(access.reason === 'expired' ? 'token_expired' : 'invalid_token'));
      return null;
    }
    return { userId: access.userId, user: opened.user, token: token!, scope: access.scope, fault: armed };
  }

  return { send, fault, enter };
}
