import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../kit/context.ts';
import { createGate } from '../kit/gate.ts';
import { createRateWindow } from '../kit/rate-window.ts';
import { pinterestDialect, pinterestError, s3Dialect } from './dialect.ts';

/**
 * What every route of the Pinterest fake goes through: the fault switchboard, the bearer token,
 * and the standard access quota of 100 calls a second per user, Pinterest's figure.
 */
export function createPinterestFake(scope: FastifyInstance, ctx: SandboxContext) {
  const gate = createGate(scope, ctx, 'pinterest', pinterestDialect);
  const storage = createGate(scope, ctx, 'pinterest', s3Dialect);
  const quota = createRateWindow(100, 1_000);

  async function enter(request: FastifyRequest, reply: FastifyReply, operation: string) {
    const caller = await gate.enter(request, reply, operation);
    if (!caller) return null;
    const hit = quota.hit(caller.token);
    if (!hit.ok) {
      gate.send(reply, pinterestDialect.error('rate_limit', { retryAfterSeconds: hit.retryAfterSeconds }));
      return null;
    }
    return caller;
  }

  return { gate, storage, enter, error: pinterestError };
}

export type PinterestFake = ReturnType<typeof createPinterestFake>;
