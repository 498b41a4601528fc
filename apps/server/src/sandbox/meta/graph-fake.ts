import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../kit/context.ts';
import { createGate, type FakeDialect } from '../kit/gate.ts';
import { registerFacebookLogin } from './facebook-login-routes.ts';
import type { GraphFake } from './guard.ts';

/**
 * A Graph fake as both sandboxes build it: the dialect of their errors and the gate speaking it,
 * plus Facebook Login (Instagram is reached through it too).
 */
export function createGraphFake(scope: FastifyInstance, ctx: SandboxContext, network: GraphFake['network'], dialect: FakeDialect): GraphFake {
  const fake: GraphFake = {
    db: ctx.db,
    clock: ctx.clock,
    audience: ctx.audience,
    network,
    publicUrl: ctx.publicUrl,
    siteUrl: `${ctx.publicUrl}/sandbox/${network}`,
    dialect,
    gate: createGate(scope, ctx, network, dialect),
  };
  registerFacebookLogin(scope, fake);
  return fake;
}
