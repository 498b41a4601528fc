import formbody from '@fastify/formbody';
import { NETWORKS, type Network } from '@publia/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { SandboxContext } from './context.ts';
import { parseInput } from '../../http/validation.ts';
import { PAGE_HEADERS } from '../../http/security-headers.ts';
import { registerSandboxControls } from './controls.ts';
import { issueCode, sandboxUser } from './oauth.ts';
import { renderAvatar } from './pages.ts';
import { refuseNul } from './refuse-nul.ts';
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

/**
 * Mounts the fakes of the networks in sandbox mode, plus what they share: the consent form's
 * answer, demo avatars and, when `SANDBOX_CONTROLS` is set, the controls of tests (controls.ts).
 */
export async function registerSandboxes(app: FastifyInstance, ctx: SandboxContext, sandboxes: { network: Network; plugin: SandboxPlugin }[]): Promise<void> {
  if (sandboxes.length === 0) return;
  const enabled = new Set(sandboxes.map((sandbox) => sandbox.network));
  await app.register(async (scope) => {
    // The fakes speak like the networks: forms for OAuth, multipart for uploads (each registers its own).
    await scope.register(formbody);
    // Before any route of the fakes reads its parameters: a NUL would fail their queries.
    scope.addHook('preHandler', refuseNul);
    // The fakes' pages (consent, posts, avatars) are documents of Publia's origin: same policies as the app's.
    scope.addHook('onSend', async (_request, reply, payload) => {
      const type = String(reply.getHeader('content-type') ?? '');
      if (type.startsWith('text/html') || type.startsWith('image/svg+xml')) reply.headers(PAGE_HEADERS);
      return payload;
    });
    scope.addContentTypeParser(['application/octet-stream', 'video/mp4', 'image/jpeg', 'image/png'], { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

    scope.post('/sandbox/_consent', async (request, reply) => {
      const input = parseInput(consentSchema, request.body);
      // Only Publia's own callback page, at its one address: the consent page never sends anyone elsewhere.
      if (!enabled.has(input.network) || !input.redirect_uri.startsWith(`${ctx.publicUrl}/oauth/callback/`)) {
        return reply.status(400).type('text/plain; charset=utf-8').send(apiMessagesFr['sandbox.invalidRedirect']);
      }
      const target = new URL(input.redirect_uri);
      if (input.state !== undefined) target.searchParams.set('state', input.state);
      if (input.decision === 'deny') {
        target.searchParams.set('error', 'access_denied');
        target.searchParams.set('error_description', apiMessagesFr['sandbox.deniedDescription']);
        return reply.redirect(target.toString(), 302);
      }
      const owner = (await ctx.visitorOf?.(request)) ?? null;
      const user = await sandboxUser(ctx.db, input.network, input.username ?? DEMO_ACCOUNT_USERNAME, ctx.publicUrl, owner);
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
      reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(renderAvatar(request.params.name.replace(/\.svg$/, ''))),
    );

    if (ctx.controls) registerSandboxControls(scope, ctx, enabled);

    for (const sandbox of sandboxes) {
      await scope.register(sandbox.plugin(ctx), { prefix: `/sandbox/${sandbox.network}` });
    }
  });
}
