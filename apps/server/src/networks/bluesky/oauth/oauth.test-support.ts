import { createHash, randomBytes } from 'node:crypto';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { injectFetch } from '../../../app/inject-fetch.ts';
import { systemClock } from '../../../lib/clock.ts';
import type { SandboxContext } from '../../../sandbox/kit/context.ts';
import { createSandboxAudience } from '../../../sandbox/kit/audience-clock.ts';
import { createSandboxLatency } from '../../../sandbox/kit/latency.ts';
import { blueskyOAuthSandbox, sendDpopRefusal, verifyDpopRequest } from '../../../sandbox/bluesky/oauth/index.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { recordingFetch } from '../../test-support.ts';
import { prepareBlueskyOAuth } from './authorize.ts';
import { blueskyCallbackUrl } from './client-metadata.ts';
import type { BlueskyOAuthContext } from './context.ts';
import { exchangeBlueskyCode } from './token.ts';

/**
 * The Bluesky OAuth sandbox on its own server (until Bluesky is one of NETWORKS and mounted with
 * the others), on the test app's database, at a given public address; its PDS answers one call
 * (`com.atproto.server.getSession`, and `createRecord` echoing its body) with the caller
 * `verifyDpopRequest` finds.
 */
export async function blueskyOAuthWorld(t: TestApp, publicUrl: string) {
  const setup = { db: t.ctx.db, publicUrl, logger: t.ctx.logger, clock: systemClock, latencyMs: 0, controls: false, visitorOf: async () => 'workspace-test' };
  const ctx: SandboxContext = { ...setup, latency: createSandboxLatency(setup), audience: createSandboxAudience(setup) };
  const app: FastifyInstance = Fastify();
  await app.register(formbody);
  await app.register(
    async (scope) => {
      await scope.register(blueskyOAuthSandbox(ctx));
      scope.get('/xrpc/com.atproto.server.getSession', async (request, reply) => {
        const caller = await verifyDpopRequest(ctx, request, reply);
        if (!caller.ok) return sendDpopRefusal(reply, caller);
        return reply.send({ did: caller.did, handle: caller.handle, owner: caller.owner });
      });
      scope.post('/xrpc/com.atproto.repo.createRecord', async (request, reply) => {
        const caller = await verifyDpopRequest(ctx, request, reply);
        if (!caller.ok) return sendDpopRefusal(reply, caller);
        return reply.send({ repo: caller.did, received: request.body });
      });
    },
    { prefix: '/sandbox/bluesky' },
  );
  const recorder = recordingFetch(injectFetch(app));
  const base = `${publicUrl}/sandbox/bluesky`;
  const context: BlueskyOAuthContext = { publicUrl, fetch: recorder.fetch, timeoutMs: 5_000, sandbox: true, baseUrls: { auth: base, api: base } };
  return { app, ctx, context, base, exchanges: recorder.exchanges, close: () => app.close() };
}

export type BlueskyOAuthWorld = Awaited<ReturnType<typeof blueskyOAuthWorld>>;

const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
const decode = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** The consent form of the page, read as « mode démo » reads it: its action and its inputs. */
export function consentForm(html: string, pageUrl: string) {
  const form = html.match(/<form\b[^>]*>/)?.[0];
  const action = form ? attribute(form, 'action') : undefined;
  if (!action) throw new Error(`no consent form in: ${html.slice(0, 200)}`);
  const fields: Record<string, string> = {};
  for (const [input] of html.matchAll(/<input\b[^>]*>/g)) {
    const name = attribute(input, 'name');
    if (name) fields[decode(name)] = decode(attribute(input, 'value') ?? '');
  }
  return { action: new URL(decode(action), pageUrl), fields };
}

export const pkcePair = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

/** Prepares, shows the consent page, approves it as `username` (default: what the page offers), and hands back the callback's parameters. */
export async function authorise(world: BlueskyOAuthWorld, typed: string, options: { username?: string; decision?: 'allow' | 'deny' } = {}) {
  const pkce = pkcePair();
  const state = randomBytes(16).toString('base64url');
  const redirectUri = blueskyCallbackUrl(world.context.publicUrl);
  const prepared = await prepareBlueskyOAuth(world.context, typed, { state, redirectUri, codeChallenge: pkce.challenge });
  const page = await world.context.fetch(prepared.authorizationUrl);
  const html = await page.text();
  const form = consentForm(html, prepared.authorizationUrl);
  const approved = await world.context.fetch(form.action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...form.fields, ...(options.username !== undefined ? { username: options.username } : {}), decision: options.decision ?? 'allow' }).toString(),
    redirect: 'manual',
  });
  const back = new URL(approved.headers.get('location') ?? 'http://none/');
  return { ...prepared, pkce, state, redirectUri, html, back, code: back.searchParams.get('code') ?? '' };
}

/** A whole connection: authorised, then the code exchanged. */
export async function connect(world: BlueskyOAuthWorld, typed: string, options: { username?: string } = {}) {
  const authorised = await authorise(world, typed, options);
  const connection = await exchangeBlueskyCode(world.context, {
    code: authorised.code,
    redirectUri: authorised.redirectUri,
    codeVerifier: authorised.pkce.verifier,
    prepared: authorised.prepared,
    issuer: authorised.back.searchParams.get('iss') ?? undefined,
  });
  return { authorised, connection };
}
