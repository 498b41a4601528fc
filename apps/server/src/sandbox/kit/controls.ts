import { NETWORKS, type Network } from '@publia/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { parseInput } from '../../http/validation.ts';
import { MAX_ADVANCE_HOURS } from './audience-clock.ts';
import type { SandboxContext } from './context.ts';
import { SANDBOX_FAULTS } from './faults.ts';
import { MAX_SANDBOX_LATENCY_MS } from './latency.ts';
import { listPosts } from './posts.ts';
import { clearFaults, insertFault } from './repository.ts';

const postsQuerySchema = z.object({ network: z.enum(NETWORKS).optional() });

const latencySchema = z.object({ ms: z.number().int().min(0).max(MAX_SANDBOX_LATENCY_MS) }).strict();

const clockSchema = z.object({ advanceHours: z.number().min(0).max(MAX_ADVANCE_HOURS) }).strict();

const faultSchema = z
  .object({
    network: z.enum(NETWORKS),
    operation: z.string().min(1).max(40).default('*'),
    fault: z.enum(SANDBOX_FAULTS),
    count: z.number().int().min(1).max(10_000).default(1),
  })
  .strict();

/**
 * The switchboard of tests, benchmarks and demos of failure handling: faults to answer next, a
 * delay on every call, the audience's time, the posts the fakes accepted (with their figures now). Registered only when `SANDBOX_CONTROLS` is
 * set. Each visitor (a Publia workspace, or nobody) acts on its own demo accounts only: one
 * workspace cannot make another's publications fail, crawl or show. Another site's page cannot
 * use them (Origin and Sec-Fetch-Site), and writes take JSON only, which a plain form cannot send.
 */
export function registerSandboxControls(scope: FastifyInstance, ctx: SandboxContext, enabled: ReadonlySet<Network>): void {
  const visitorOf = (request: FastifyRequest) => ctx.visitorOf?.(request) ?? Promise.resolve(null);

  scope.register(async (controls) => {
    controls.addHook('onRequest', async (request) => {
      if (ctx.sameOrigin && !ctx.sameOrigin(request)) throw new AppError(403, 'sandbox.controlsCrossSite');
      const type = request.headers['content-type'];
      if (request.method === 'POST' && !type?.startsWith('application/json')) {
        throw new AppError(415, 'http.unsupportedMediaType', { type: type ?? 'aucun' });
      }
    });

    controls.get('/sandbox/_posts', async (request) => {
      const { network } = parseInput(postsQuerySchema, request.query);
      const owner = await visitorOf(request);
      const networks = network ? [network] : [...enabled];
      const posts = (await Promise.all(networks.map((name) => listPosts(ctx.db, name, owner)))).flat();
      return { posts: await Promise.all(posts.map(async (post) => ({ ...post, metrics: await ctx.audience.figures(post) }))) };
    });

    controls.post('/sandbox/_faults', async (request, reply) => {
      const fault = parseInput(faultSchema, request.body);
      const owner = await visitorOf(request);
      await insertFault(ctx.db, { network: fault.network, operation: fault.operation, fault: fault.fault, remaining: fault.count, owner });
      return reply.status(201).send({ success: true });
    });

    controls.delete('/sandbox/_faults', async (request) => {
      await clearFaults(ctx.db, await visitorOf(request));
      return { success: true };
    });

    // Milliseconds added to every call of the fakes' APIs for the visitor's accounts (not to pages).
    controls.get('/sandbox/_latency', async (request) => ({ ms: await ctx.latency.current(await visitorOf(request)) }));

    controls.post('/sandbox/_latency', async (request) => {
      const { ms } = parseInput(latencySchema, request.body);
      await ctx.latency.set(await visitorOf(request), ms);
      return { success: true, ms };
    });

    // Hours the audience of the visitor's accounts is ahead: their posts' figures and followers
    // grow as if that time had passed (tokens still expire on the sandbox clock).
    controls.get('/sandbox/_clock', async (request) => ({ offsetHours: await ctx.audience.offsetHours(await visitorOf(request)) }));

    controls.post('/sandbox/_clock', async (request) => {
      const { advanceHours } = parseInput(clockSchema, request.body);
      return { success: true, offsetHours: await ctx.audience.advance(await visitorOf(request), advanceHours) };
    });
  });
}
