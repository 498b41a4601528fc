import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../kit/context.ts';
import { createGate } from '../kit/gate.ts';
import { mastodonDialect, RATE_LIMIT, RATE_WINDOW_MS, rateLimitHeaders, tooManyRequests } from './dialect.ts';

/**
 * What every API route of the Mastodon fake goes through: the fault switchboard, the bearer token,
 * and the instance's quota of 300 calls per token in 5 minutes, told in `X-RateLimit-*` headers on
 * each answer and refused 429 past it.
 */
export function createMastodonFake(scope: FastifyInstance, ctx: SandboxContext) {
  const gate = createGate(scope, ctx, 'mastodon', mastodonDialect);
  // Kept in memory, like the kit's rate windows: the answers need what remains of the window.
  const used = new Map<string, number[]>();

  async function enter(request: FastifyRequest, reply: FastifyReply, operation: string) {
    const caller = await gate.enter(request, reply, operation);
    if (!caller) return null;
    const now = Date.now();
    const recent = (used.get(caller.token) ?? []).filter((at) => at > now - RATE_WINDOW_MS);
    const resetAt = new Date((recent[0] ?? now) + RATE_WINDOW_MS);
    if (recent.length >= RATE_LIMIT) {
      used.set(caller.token, recent);
      gate.send(reply, tooManyRequests(Math.max(1, Math.ceil((resetAt.getTime() - now) / 1000))));
      return null;
    }
    recent.push(now);
    used.set(caller.token, recent);
    reply.headers(rateLimitHeaders(RATE_LIMIT - recent.length, resetAt));
    return caller;
  }

  return { gate, enter };
}

export type MastodonFake = ReturnType<typeof createMastodonFake>;
