import fs from 'node:fs';
import { NETWORKS } from '@publia/shared';
import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { DeclaredRoute } from '../core/permissions/guard.ts';
import { addCard, newAdmin } from '../modules/billing/billing.test-support.ts';
import { paymentSandboxKeys } from '../modules/billing/service.ts';
import { credentialsForPublishing } from '../modules/social-accounts/tokens.ts';
import { createTestApp, registerVisitor, withSession, type TestApp } from '../test/test-app.ts';
import { excerpt, STACK_TRACE, startedBeforeAll } from './fuzz-answers.test-support.ts';
import {
  malformedBodies,
  MALFORMED_HEADERS,
  MALFORMED_JSON_VALUES,
  MALFORMED_QUERY_SHAPES,
  MALFORMED_URL_VALUES,
  pairs,
  paramCount,
  SOME_ID,
  urlOf,
  type FuzzInput,
} from './fuzz-inputs.test-support.ts';

/**
 * A fuzz pass over the sandboxes' own routes (the fake networks, the payment provider, the feeds,
 * the automation receiver and the shared controls). They have no OpenAPI document and speak as the
 * services they imitate (in English for Stripe, X…): their answers are only held to no 5xx and no
 * stack trace. Each route is taken from the route table and sent malformed ids, queries, bodies
 * (JSON and form) and headers, once without credentials and once with the right ones (the payment
 * sandbox's key, a network's token from a demo connection), so that the input reaches past the door.
 *
 * The pass is cut into files by sandbox (`fuzz-sandboxes-N.test.ts`, a group of SANDBOX_GROUPS each,
 * the last taking every sandbox the others do not name), each with its own app, so that the test
 * runner's workers take them side by side.
 */
const EVERY_PAIR = process.env.FUZZ_EVERY_PAIR === '1';
const TIME_LIMIT = EVERY_PAIR ? 1_800_000 : 240_000;

/** The sandboxes of each file but the last, by the first segment after /sandbox/; the last file takes the rest. */
export const SANDBOX_GROUPS: readonly (readonly string[])[] = [
  ['instagram', 'facebook'],
  ['twitter', 'linkedin'],
  ['tiktok', 'pinterest', 'mastodon'],
];
/** How many files the pass is cut into. */
export const SANDBOX_PARTS = SANDBOX_GROUPS.length + 1;

/** What one file of the pass works with. */
interface Pass {
  t: TestApp;
  /** The file's routes. */
  routes: DeclaredRoute[];
  /** The credentials of each sandbox, by the first segment after /sandbox/. */
  credentials: Map<string, Record<string, string>>;
  /** Real ids of the payment sandbox, by the path segment naming their kind (`customers`…). */
  stripeIds: Map<string, string>;
  figures: { sent: number; byStatus: Map<number, number> };
}

const sandboxOf = (url: string) => url.split('/')[2] ?? '';
const named = SANDBOX_GROUPS.flat();
/** Whether a sandbox is the part-th file's. */
const inPart = (sandbox: string, part: number) => (part < SANDBOX_PARTS ? (SANDBOX_GROUPS[part - 1] ?? []).includes(sandbox) : !named.includes(sandbox));

async function startPass(part: number, webDir: string): Promise<Pass> {
  const t = await createTestApp({ SANDBOX_CONTROLS: 'true', WEB_DIST_DIR: webDir });
  const pass: Pass = {
    t,
    routes: t.app.declaredRoutes.filter((route) => route.url.startsWith('/sandbox/') && route.method !== 'HEAD' && inPart(sandboxOf(route.url), part)),
    credentials: new Map(),
    stripeIds: new Map(),
    figures: { sent: 0, byStatus: new Map() },
  };
  if (inPart('stripe', part)) await payWithCard(pass);
  // A demo connection on each network (in a workspace of no plan, without an account limit): its token opens that sandbox's API.
  const member = await registerVisitor(t.app);
  for (const platform of NETWORKS.filter((network) => inPart(network, part))) {
    const account = await t.app.inject({ method: 'POST', url: '/api/social-accounts/demo-connect', headers: withSession(member), payload: { platform } });
    const accountId = account.json().data?.id;
    if (typeof accountId !== 'string') throw new Error(`pas de compte ${platform} : ${account.body}`);
    const { accessToken } = await credentialsForPublishing(t.ctx, member.workspaceId, accountId);
    pass.credentials.set(platform, { authorization: `Bearer ${accessToken}` });
  }
  return pass;
}

/** The payment sandbox's key, and a customer with a card and a subscription: its ids reach past the lookups. */
async function payWithCard({ t, credentials, stripeIds }: Pass): Promise<void> {
  credentials.set('stripe', { authorization: `Bearer ${paymentSandboxKeys(t.ctx.keyring).secretKey}` });
  const admin = await newAdmin(t);
  await addCard(t, admin);
  const subscribed = await admin.post('/api/subscription/subscribe', { planId: 'basic' });
  const stripe = t.ctx.billing.stripe!;
  const subscription = await stripe.subscriptions.retrieve(subscribed.json().data.id);
  const customer = typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
  const [card] = (await stripe.paymentMethods.list({ customer, type: 'card' })).data;
  stripeIds
    .set('customers', customer)
    .set('subscriptions', subscription.id)
    .set('payment_methods', card?.id ?? SOME_ID);
  if (typeof subscription.latest_invoice === 'string') stripeIds.set('invoices', subscription.latest_invoice);
}

/** A valid value for a parameter: a real payment object after the segment that names its kind, else a plausible id. */
const validParam = (stripeIds: Map<string, string>, route: DeclaredRoute) => (name: string) => {
  const segments = route.url.split('/');
  const kind = segments[segments.indexOf(`:${name}`) - 1] ?? '';
  return stripeIds.get(kind) ?? (name === 'network' ? 'twitter' : SOME_ID);
};

/** The keys a sandbox's query or form body commonly reads, each given every malformed value. */
const KEYS = ['limit', 'expand[]', 'customer', 'network', 'fields', 'items', 'redirect_uri', 'state', 'code', 'to', 'metadata[planId]', 'items[0][price]'];

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const JSON_TYPE = { 'content-type': 'application/json' };
/** Form bodies Stripe's parser must refuse or read without failing. */
const MALFORMED_FORMS: [string, string][] = [
  ['formulaire : encodage illisible', 'limit=%E0%A4%A'],
  ['formulaire : __proto__', '__proto__[admin]=1&constructor[prototype][admin]=1'],
  ['formulaire : crochets profonds', `${'a'.repeat(1)}${'[b]'.repeat(2_000)}=1`],
  ['formulaire : index énorme', 'items[99999999999][price]=x'],
  ['formulaire : clé vide', '=1&&=&[]=2'],
  ['formulaire : 1 Mo', `metadata[a]=${'a'.repeat(1_000_000)}`],
];

function inputsFor(stripeIds: Map<string, string>, route: DeclaredRoute): FuzzInput[] {
  const { method } = route;
  const valid = validParam(stripeIds, route);
  const base = urlOf(route.url, valid);
  const inputs: FuzzInput[] = [];
  for (let index = 0; index < paramCount(route.url); index++) {
    for (const [kind, segment] of MALFORMED_URL_VALUES)
      inputs.push({ kind: `paramètre ${index + 1} ← ${kind}`, method, url: urlOf(route.url, valid, { index, segment }), headers: {} });
  }
  // Each malformed value once, on keys in turn; FUZZ_EVERY_PAIR=1: every key with every value.
  for (const [k, v] of pairs(KEYS.length, MALFORMED_URL_VALUES.length, EVERY_PAIR, MALFORMED_URL_VALUES.length)) {
    const key = KEYS[k] ?? 'limit';
    const [kind, value] = MALFORMED_URL_VALUES[v] ?? ['', ''];
    const pair = `${encodeURIComponent(key)}=${value}`;
    inputs.push({ kind: `requête ${key} ← ${kind}`, method, url: `${base}?${pair}`, headers: {} });
    if (method === 'POST') inputs.push({ kind: `formulaire ${key} ← ${kind}`, method, url: base, headers: FORM, payload: pair });
  }
  for (const [kind, shape] of MALFORMED_QUERY_SHAPES('limit')) inputs.push({ kind, method, url: `${base}?${shape}`, headers: {} });
  if (method !== 'GET') {
    for (const [kind, raw] of MALFORMED_JSON_VALUES) {
      for (const key of ['to', 'network', 'fault', 'text', 'media_type'])
        inputs.push({ kind: `champ ${key} ← ${kind}`, method, url: base, headers: JSON_TYPE, payload: `{"${key}":${raw}}` });
    }
    for (const [kind, payload] of MALFORMED_FORMS) inputs.push({ kind, method, url: base, headers: FORM, payload });
  }
  for (const [kind, headers, payload] of malformedBodies('{"a":1}')) inputs.push({ kind, method, url: base, headers, payload });
  for (const [kind, headers] of MALFORMED_HEADERS) inputs.push({ kind, method, url: base, headers });
  inputs.push({ kind: 'en-tête Authorization illisible', method, url: base, headers: { authorization: 'Bearer \u0000' } });
  inputs.push({ kind: 'en-tête Authorization de 8 Ko', method, url: base, headers: { authorization: `Bearer ${'a'.repeat(8192)}` } });
  inputs.push({ kind: 'Basic sans deux-points', method, url: base, headers: { authorization: `Basic ${Buffer.from('sk_test').toString('base64')}` } });
  return inputs;
}

async function send({ t, credentials }: Pass, input: FuzzInput, withCredentials: boolean): Promise<LightMyRequestResponse> {
  const own = withCredentials && !('authorization' in input.headers) ? (credentials.get(sandboxOf(input.url)) ?? {}) : {};
  return t.app.inject({
    method: input.method as HTTPMethods,
    url: input.url,
    headers: { ...own, ...input.headers },
    ...(input.payload !== undefined ? { payload: input.payload } : {}),
  });
}

/** Sends every input of every route; a 5xx stops the pass at once, as the state after it is no longer known. */
async function fuzz(pass: Pass, withCredentials: boolean, keep: (index: number) => boolean): Promise<string[]> {
  const { figures } = pass;
  const problems: string[] = [];
  for (const route of pass.routes) {
    for (const [index, input] of inputsFor(pass.stripeIds, route).entries()) {
      if (!keep(index)) continue;
      const response = await send(pass, input, withCredentials);
      figures.sent++;
      figures.byStatus.set(response.statusCode, (figures.byStatus.get(response.statusCode) ?? 0) + 1);
      const problem = response.statusCode >= 500 ? 'erreur 5xx' : STACK_TRACE.test(response.body) ? 'trace de pile ou chemin de fichier dans la réponse' : null;
      if (!problem) continue;
      problems.push(
        `${input.method} ${excerpt(input.url)} [${input.kind}, ${withCredentials ? 'identifié' : 'anonyme'}] → ${response.statusCode} ${problem} : ${excerpt(response.body)}`,
      );
      if (response.statusCode >= 500) return problems;
    }
  }
  return problems;
}

/** The part-th file of the pass: its sandboxes' routes, with their credentials and without. */
export function describeSandboxFuzz(part: number): void {
  let pass: Pass;
  startedBeforeAll(
    (webDir) => startPass(part, webDir),
    (started) => {
      pass = started;
    },
    TIME_LIMIT,
  );

  describe(`fuzz pass over the sandboxes’ own routes, part ${part} of ${SANDBOX_PARTS}`, () => {
    it('finds the routes of each of its sandboxes in the route table', () => {
      const sandboxes = new Set(pass.routes.map((route) => sandboxOf(route.url)));
      for (const expected of [...NETWORKS, 'stripe', 'feeds'].filter((sandbox) => inPart(sandbox, part))) expect(sandboxes).toContain(expected);
      expect(sandboxes.size).toBeGreaterThan(0);
    });

    it('has a file for each of its parts, so that no route is left out', () => {
      const files = fs.readdirSync(import.meta.dirname).filter((name) => /^fuzz-sandboxes-\d+\.test\.ts$/.test(name));
      expect(files).toHaveLength(SANDBOX_PARTS);
    });

    it('with their own credentials: no 5xx, no stack trace', { timeout: TIME_LIMIT }, async () => {
      expect(await fuzz(pass, true, () => true)).toEqual([]);
    });

    it('without credentials: the same, one input in three', { timeout: TIME_LIMIT }, async () => {
      expect(await fuzz(pass, false, (index) => index % 3 === 0)).toEqual([]);
    });

    it('prints the figures', () => {
      const { figures, routes } = pass;
      const statuses = [...figures.byStatus.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
      process.stdout.write(`fuzz des bacs à sable ${part}/${SANDBOX_PARTS} : ${figures.sent} requêtes malformées sur ${routes.length} routes — ${statuses.join(', ')}\n`);
      expect(figures.sent).toBeGreaterThanOrEqual(30 * routes.length);
    });
  });
}
