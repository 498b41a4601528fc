import formbody from '@fastify/formbody';
import { NETWORKS, type Network } from '@publia/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { SandboxContext } from './context.ts';
import { parseInput } from '../../http/validation.ts';
import { SANDBOX_FAULTS } from './faults.ts';
import { MAX_SANDBOX_LATENCY_MS } from './latency.ts';
import { issueCode, sandboxUser } from './oauth.ts';
import { renderAvatar } from './pages.ts';
import { listPosts } from './posts.ts';
import { refuseNul } from './refuse-nul.ts';
import { clearFaults, insertFault } from './repository.ts';
import { apiMessagesFr, DEMO_ACCOUNT_USERNAME } from '@publia/shared';

/** A network's fake API, mounted under /sandbox/<network> with the network's own paths. */
export type SandboxPlugin = (ctx: SandboxContext) => FastifyPluginAsync;

const consentSchema = z.object({
  network: z.enum(NETWORKS),
  redirect_uri: z.string().url(),
  state: z.string().max(500).optional(),
  scope: z.string().max(2000).optional(),
  code_challenge: z.string().max(200).optional(),
  code_challenge_method: z.string().max(10).optional(),
  username: z.string().max(60).optional(),
  decision: z.enum(['allow', 'deny']),
});

const postsQuerySchema = z.object({ network: z.enum(NETWORKS).optional() });

const latencySchema = z.object({ ms: z.number().int().min(0).max(MAX_SANDBOX_LATENCY_MS) }).strict();

const faultSchema = z
  .object({
    network: z.enum(NETWORKS),
    operation: z.string().min(1).max(40).default('*'),
    fault: z.enum(SANDBOX_FAULTS),
    count: z.number().int().min(1).max(10_000).default(1),
  })
  .strict();

/**
 * Mounts the fakes of the networks in sandbox mode, plus what they share: the consent form's
 * answer, demo avatars, the list of sandbox posts and the fault switchboard used by tests.
 */
export async function registerSandboxes(
  app: FastifyInstance,
  ctx: SandboxContext,
  sandboxes: { network: Network; plugin: SandboxPlugin }[],
): Promise<void> {
  if (sandboxes.length === 0) return;
  const enabled = new Set(sandboxes.map((sandbox) => sandbox.network));
  await app.register(async (scope) => {
    // The fakes speak like the networks: forms for OAuth, multipart for uploads (each registers its own).
    await scope.register(formbody);
    // Before any route of the fakes reads its parameters: a NUL would fail their queries.
    scope.addHook('preHandler', refuseNul);
    scope.addContentTypeParser(['application/octet-stream', 'video/mp4', 'image/jpeg', 'image/png'], { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

    scope.post('/sandbox/_consent', async (request, reply) => {
      const input = parseInput(consentSchema, request.body);
      const isCallback = ctx.acceptsCallback ?? ((uri: string) => uri.startsWith(`${ctx.publicUrl}/oauth/callback/`));
      if (!enabled.has(input.network) || !isCallback(input.redirect_uri)) {
        return reply.status(400).type('text/plain; charset=utf-8').send(apiMessagesFr['sandbox.invalidRedirect']);
      }
      const target = new URL(input.redirect_uri);
      if (input.state !== undefined) target.searchParams.set('state', input.state);
      if (input.decision === 'deny') {
        target.searchParams.set('error', 'access_denied');
        target.searchParams.set('error_description', apiMessagesFr['sandbox.deniedDescription']);
        return reply.redirect(target.toString(), 302);
      }
      const user = await sandboxUser(ctx.db, input.network, input.username ?? DEMO_ACCOUNT_USERNAME, ctx.publicUrl);
      const code = await issueCode(ctx, input.network, {
        userId: user.id,
        redirectUri: input.redirect_uri,
        scope: input.scope ?? '',
        codeChallenge: input.code_challenge ?? null,
        codeChallengeMethod: input.code_challenge_method ?? null,
      });
      target.searchParams.set('code', code);
      return reply.redirect(target.toString(), 302);
    });

    scope.get<{ Params: { name: string } }>('/sandbox/avatar/:name', async (request, reply) =>
      reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(renderAvatar(request.params.name.replace(/\.svg$/, ''))),
    );

    scope.get('/sandbox/_posts', async (request) => {
      const { network } = parseInput(postsQuerySchema, request.query);
      const networks = network ? [network] : [...enabled];
      const posts = await Promise.all(networks.map((name) => listPosts(ctx.db, name)));
      return { posts: posts.flat() };
    });

    scope.post('/sandbox/_faults', async (request, reply) => {
      const fault = parseInput(faultSchema, request.body);
      await insertFault(ctx.db, { network: fault.network, operation: fault.operation, fault: fault.fault, remaining: fault.count });
      return reply.status(201).send({ success: true });
    });

    scope.delete('/sandbox/_faults', async () => {
      await clearFaults(ctx.db);
      return { success: true };
    });

    // Milliseconds added to every call of the fakes' APIs (not to consent or post pages).
    scope.get('/sandbox/_latency', async () => ({ ms: await ctx.latency.current() }));

    scope.post('/sandbox/_latency', async (request) => {
      const { ms } = parseInput(latencySchema, request.body);
      await ctx.latency.set(ms);
      return { success: true, ms };
    });

    for (const sandbox of sandboxes) {
      await scope.register(sandbox.plugin(ctx), { prefix: `/sandbox/${sandbox.network}` });
    }
  });
}
