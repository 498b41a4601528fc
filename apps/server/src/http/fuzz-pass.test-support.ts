import fs from 'node:fs';
import * as shared from '@publia/shared';
import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { bearer, createKey } from '../core/api-keys/api-keys.test-support.ts';
import { publicRoutesOf } from '../core/api-keys/service.ts';
import type { DeclaredRoute } from '../core/permissions/guard.ts';
import { multipart, solidImage } from '../modules/media/samples.test-support.ts';
import { cookieOf, createTestApp, registerVisitor, withSession, type TestApp, type Visitor } from '../test/test-app.ts';
import { codeOf, excerpt, problemOf, statusesOfDocument, undocumentedStatus, startedBeforeAll } from './fuzz-answers.test-support.ts';
import {
  isInputSchema,
  jsonWith,
  malformedBodies,
  MALFORMED_HEADERS,
  MALFORMED_JSON_VALUES,
  MALFORMED_QUERY_SHAPES,
  MALFORMED_URL_VALUES,
  pairs,
  paramCount,
  pathsOf,
  queryWith,
  sampleOf,
  SOME_ID,
  urlOf,
  type FuzzInput,
} from './fuzz-inputs.test-support.ts';

/**
 * A fuzz pass over every API route, generated from the routes' declarations and the shared request
 * schemas: each route gets malformed ids, queries and bodies (wrong types, 1 MB strings, NUL, emoji
 * and right-to-left text, `__proto__` keys, huge and negative numbers, wrong content types). No
 * answer may be a 5xx, show a stack trace or a file path, or speak English: a refusal is the
 * catalogue's French message, with a status its operation documents in /api/openapi.json. The
 * public API's operations (/api/v1) get the same inputs with a valid key, and with an unknown one.
 *
 * The pass is cut into PARTS files (`fuzz-part-N.test.ts`: every PARTS-th route), each with its own
 * app: a whole pass is some twenty thousand requests, which one file sent in a minute, and the test
 * runner's workers take the parts side by side.
 */
type Schema = [name: string, schema: z.ZodType];
const inputSchemas: Schema[] = Object.entries(shared as Record<string, unknown>).flatMap(([name, value]) => (isInputSchema(value) ? [[name, value] as Schema] : []));
const querySchemas = inputSchemas.filter(([name]) => name.endsWith('QuerySchema'));
const bodySchemas = inputSchemas.filter(([name]) => !name.endsWith('QuerySchema'));

/**
 * The shared endpoint declarations, where the API has them: a route declared there is fuzzed on
 * its declared body and query; any other route on the schemas it is found to take.
 */
interface Declaration {
  method: string;
  path: string;
  query?: unknown;
  body?: unknown;
}
const DECLARATIONS = ((shared as Record<string, unknown>).ENDPOINTS ?? []) as readonly Declaration[];
const isSchema = (value: unknown): value is z.ZodType => typeof value === 'object' && value !== null && 'def' in value;
/** A declared schema, or (none declared: the route reads none) the whole dictionary, tried lightly. */
const declared = (schema: unknown, dictionary: Schema[]) => (isSchema(schema) ? { schemas: [['déclaré', schema] as Schema], read: true } : { schemas: dictionary, read: false });

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);
/** FUZZ_EVERY_PAIR=1: every field and query key with every malformed value (some ten times longer). */
const EVERY_PAIR = process.env.FUZZ_EVERY_PAIR === '1';
const TIME_LIMIT = EVERY_PAIR ? 1_800_000 : 120_000;
/** How many files the pass is cut into. */
export const PARTS = 4;

/** What one part of the pass works with: its app, its admin and key, the rows and routes it sends to. */
interface Pass {
  t: TestApp;
  admin: Visitor & { email: string; password: string };
  /** The admin's key of every scope, for /api/v1. */
  apiKey: string;
  ids: Record<string, string>;
  /** The statuses /api/openapi.json documents, by operation (`POST /api/content/{id}/cancel`). */
  documentedStatuses: Map<string, Set<number>>;
  /** Every API route, and the part's among them. */
  routes: DeclaredRoute[];
  mine: DeclaredRoute[];
  /** The public API's routes as /api/v1 serves them, each with the route (under /api) that answers it; and the part's. */
  publicRoutes: { route: DeclaredRoute; served: DeclaredRoute }[];
  myPublic: { route: DeclaredRoute; served: DeclaredRoute }[];
  inputsByRoute: Map<DeclaredRoute, FuzzInput[]>;
  figures: { sent: number; byStatus: Map<number, number> };
}

/** A key of the right shape that Publia never made. */
const UNKNOWN_KEY = `pk_live_${'x'.repeat(43)}`;
/** Part 1 holds routes 0, 4, 8…, part 2 routes 1, 5, 9…: together, every route once. */
const ofPart = <T>(list: T[], part: number) => list.filter((_, index) => index % PARTS === part - 1);

async function startPass(part: number, webDir: string): Promise<Pass> {
  // Sign-in is asked again after each request that ended the session: the counters must not refuse it.
  // The same for the key's rate limit: the pass sends thousands of requests a minute with one key.
  const t = await createTestApp({ WEB_DIST_DIR: webDir, AUTH_RATE_LIMIT_MAX: '100000', AUTH_RATE_LIMIT_MAX_PER_IP: '100000', API_KEY_RATE_LIMIT_PER_MINUTE: '1000000' });
  const admin = await registerVisitor(t.app);
  const routes = t.app.declaredRoutes.filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD');
  const publicRoutes = publicRoutesOf(shared.ENDPOINTS).flatMap(({ endpoint, path: publicPath }) => {
    const served = routes.find((route) => route.method === endpoint.method && route.url === endpoint.path);
    return served ? [{ route: { ...served, url: publicPath }, served }] : [];
  });
  const pass: Pass = {
    t,
    admin,
    apiKey: (await createKey(t.app, admin, ['admin'])).key,
    ids: {},
    documentedStatuses: await statusesOfDocument(t),
    routes,
    mine: ofPart(routes, part),
    publicRoutes,
    myPublic: ofPart(publicRoutes, part),
    inputsByRoute: new Map(),
    figures: { sent: 0, byStatus: new Map() },
  };
  pass.ids = await realIds(pass);
  for (const route of new Set([...pass.mine, ...pass.myPublic.map(({ served }) => served)])) pass.inputsByRoute.set(route, await inputsFor(pass, route));
  return pass;
}

/**
 * Rows of the admin's workspace, so that a request malformed in one part only reaches past the
 * lookup of its id: a media, a connected (demo) account, a pending draft and its notification.
 */
async function realIds({ t, admin }: Pass): Promise<Record<string, string>> {
  const headers = withSession(admin);
  const upload = multipart({ bytes: await solidImage(8, 8, [10, 120, 200]), name: 'photo.png', type: 'image/png' });
  const media = await t.app.inject({ method: 'POST', url: '/api/media', headers: { ...headers, ...upload.headers }, payload: upload.payload });
  const account = await t.app.inject({ method: 'POST', url: '/api/social-accounts/demo-connect', headers, payload: { platform: 'twitter' } });
  const draft = await t.app.inject({ method: 'POST', url: '/api/content/drafts', headers, payload: { content: 'Pain au levain', platforms: ['twitter'], status: 'pending' } });
  const notifications = await t.app.inject({ method: 'GET', url: '/api/notifications', headers });
  const found = {
    media: media.json().data?.id,
    'social-accounts': account.json().data?.id,
    content: draft.json().data?.id,
    notifications: notifications.json().data?.[0]?.id,
  };
  for (const [name, id] of Object.entries(found)) if (typeof id !== 'string') throw new Error(`pas de ${name} pour le fuzz`);
  return found;
}

/**
 * The route's parameters, valid: a row of the admin's workspace for an id (an id that exists
 * nowhere for a DELETE, so that the rows stay for the other routes), a network for `platform`.
 */
const validParam = (ids: Record<string, string>, route: DeclaredRoute) => (name: string) => {
  if (name === 'platform') return 'twitter';
  const area = route.url.split('/')[2] ?? '';
  return route.method === 'DELETE' ? SOME_ID : (ids[area] ?? SOME_ID);
};

/** Signs the admin in again when a route (sign-out, a refused session) ended its session. */
async function signInAgain(pass: Pass): Promise<void> {
  const { t, admin } = pass;
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: admin.email, password: admin.password } });
  if (response.statusCode !== 200) throw new Error(`reconnexion refusée : ${response.statusCode} ${response.body}`);
  pass.admin = { ...admin, cookie: cookieOf(response), csrfToken: response.json().csrfToken };
}

/** A sign-out (the cookie cleared) or a session refused: the admin must sign in again. */
const endedSession = (response: LightMyRequestResponse) =>
  [response.headers['set-cookie']].flat().some((cookie) => cookie?.startsWith('publia_session=;')) ||
  ['auth.unauthenticated', 'auth.sessionExpired'].includes(codeOf(response) ?? '');

/** Who sends a request: the admin's session, nobody, the admin's key, or a key Publia never made. */
type Caller = 'admin' | 'déconnecté' | 'clé' | 'clé inconnue';
const credentialsOf = ({ admin, apiKey }: Pass, caller: Caller): Record<string, string> =>
  caller === 'admin' ? withSession(admin) : caller === 'clé' ? bearer(apiKey) : caller === 'clé inconnue' ? bearer(UNKNOWN_KEY) : {};

async function send(pass: Pass, input: FuzzInput, caller: Caller): Promise<LightMyRequestResponse> {
  const response = await pass.t.app.inject({
    method: input.method as HTTPMethods,
    url: input.url,
    headers: { ...credentialsOf(pass, caller), ...input.headers },
    ...(input.payload !== undefined ? { payload: input.payload } : {}),
  });
  if (caller === 'admin' && !('cookie' in input.headers) && endedSession(response)) await signInAgain(pass);
  return response;
}

/**
 * The schemas a route reads: those whose full sample it does not refuse as naming an unknown field
 * or missing one. A route that takes every schema reads none: `read` is false, and the fuzz tries
 * the keys of all of them, a few values each.
 */
async function schemasTaken(pass: Pass, route: DeclaredRoute, candidates: Schema[], as: 'body' | 'query'): Promise<{ schemas: Schema[]; read: boolean }> {
  const taken: Schema[] = [];
  for (const candidate of candidates) {
    const sample = sampleOf(candidate[1], true) as Record<string, unknown>;
    const url = urlOf(route.url, validParam(pass.ids, route));
    const response = await send(
      pass,
      as === 'body'
        ? { kind: 'sonde', method: route.method, url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(sample) }
        : { kind: 'sonde', method: route.method, url: `${url}?${queryWith(sample)}`, headers: {} },
      'admin',
    );
    if (!['validation.unknownField', 'validation.required'].includes(codeOf(response) ?? '')) taken.push(candidate);
  }
  return { schemas: taken, read: taken.length < candidates.length };
}

/** At most `count` elements of `list`, spread over it. */
const spread = <T>(list: T[], count: number) => list.filter((_, index) => index % Math.ceil(list.length / count) === 0);

/** The malformed requests of one route: each malformed value at least once, one part wrong at a time. */
async function inputsFor(pass: Pass, route: DeclaredRoute): Promise<FuzzInput[]> {
  const valid = validParam(pass.ids, route);
  const { method } = route;
  const inputs: FuzzInput[] = [];
  const declaration = DECLARATIONS.find((candidate) => candidate.method === method && candidate.path === route.url);
  const nothing = { schemas: [], read: false };
  const body = !WITH_BODY.has(method) ? nothing : declaration ? declared(declaration.body, bodySchemas) : await schemasTaken(pass, route, bodySchemas, 'body');
  const bodies = body.schemas.map(([, schema]) => ({ minimal: sampleOf(schema), full: sampleOf(schema, true) }));
  const validBody = body.read && bodies[0] ? JSON.stringify(bodies[0].minimal) : undefined;
  const withValidBody: Pick<FuzzInput, 'headers' | 'payload'> = validBody === undefined ? { headers: {} } : { headers: { 'content-type': 'application/json' }, payload: validBody };
  const base = urlOf(route.url, valid);

  // Path parameters: every malformed id in each, the body valid.
  for (let index = 0; index < paramCount(route.url); index++) {
    for (const [kind, segment] of MALFORMED_URL_VALUES) {
      inputs.push({ kind: `paramètre ${index + 1} ← ${kind}`, method, url: urlOf(route.url, valid, { index, segment }), ...withValidBody });
    }
  }

  // Query strings: the real keys of the schemas the route takes, one malformed value at a time.
  const query =
    method !== 'GET' && method !== 'DELETE' ? nothing : declaration ? declared(declaration.query, querySchemas) : await schemasTaken(pass, route, querySchemas, 'query');
  const queries = query.schemas.map(([, schema]) => sampleOf(schema, true) as Record<string, unknown>);
  const keys = [...new Set(queries.flatMap((sample) => Object.keys(sample)))];
  for (const [k, v] of pairs(keys.length, MALFORMED_URL_VALUES.length, EVERY_PAIR && query.read, keys.length)) {
    const key = keys[k] ?? '';
    const [kind, value] = MALFORMED_URL_VALUES[v] ?? ['', ''];
    const sample = queries.find((candidate) => key in candidate) ?? {};
    inputs.push({ kind: `requête ${key} ← ${kind}`, method, url: `${base}?${queryWith(sample, key, value)}`, headers: {} });
  }
  for (const [kind, shape] of MALFORMED_QUERY_SHAPES(keys[0] ?? 'page')) inputs.push({ kind, method, url: `${base}?${shape}`, ...withValidBody });

  // Bodies: a real schema's fields with ONE of them malformed, on the schema's required fields
  // (and, for the full cross product, also on every field filled).
  const allFields = bodies.flatMap((sample) => pathsOf(sample.full).map((fieldPath) => ({ sample, path: fieldPath })));
  const fields = body.read ? allFields : spread(allFields, MALFORMED_JSON_VALUES.length);
  const every = EVERY_PAIR && body.read;
  const bases = every ? (['minimal', 'full'] as const) : (['minimal'] as const);
  for (const [f, v] of pairs(fields.length, MALFORMED_JSON_VALUES.length, every, Math.min(2 * fields.length, 40))) {
    const field = fields[f];
    const [kind, raw] = MALFORMED_JSON_VALUES[v] ?? ['', ''];
    if (!field) continue;
    for (const shape of bases) {
      const payload = jsonWith(shape === 'minimal' ? field.sample.minimal : field.sample.full, field.sample.full, field.path, raw);
      inputs.push({
        kind: `champ ${field.path.join('.')} ← ${kind}${shape === 'full' ? ' (tous champs)' : ''}`,
        method,
        url: base,
        headers: { 'content-type': 'application/json' },
        payload,
      });
    }
  }

  // Whole bodies of the wrong type or content type (on a GET or a DELETE: a body where none is expected).
  for (const [kind, headers, payload] of malformedBodies(validBody ?? '{"a":1}')) inputs.push({ kind, method, url: base, headers, payload });
  // Headers: a session cookie or a CSRF token that cannot be read.
  for (const [kind, headers] of MALFORMED_HEADERS) inputs.push({ kind, method, url: base, ...withValidBody, headers: { ...withValidBody.headers, ...headers } });
  return inputs;
}

/** A route and the malformed requests it is sent. */
interface Target {
  route: DeclaredRoute;
  inputs: FuzzInput[];
}

const apiTargets = ({ mine, inputsByRoute }: Pass): Target[] => mine.map((route) => ({ route, inputs: inputsByRoute.get(route) ?? [] }));

/** The public API's routes under /api/v1, each sent the inputs of the route that answers it, at its /api/v1 address. */
const publicTargets = ({ myPublic, inputsByRoute }: Pass): Target[] =>
  myPublic.map(({ route, served }) => ({
    route,
    inputs: (inputsByRoute.get(served) ?? []).map((input) => ({ ...input, url: `${shared.PUBLIC_API_PREFIX}${input.url.slice('/api'.length)}` })),
  }));

/**
 * Sends the inputs `keep` selects and counts the answers. Returns what is wrong (method, URL, kind
 * of input, answer); a 5xx stops the pass at once, as the state after it is no longer known.
 */
async function fuzz(pass: Pass, caller: Caller, targets: Target[], keep: (route: DeclaredRoute, index: number) => boolean = () => true): Promise<string[]> {
  const { figures, documentedStatuses } = pass;
  const problems: string[] = [];
  const undocumented = new Map<string, string>();
  for (const { route, inputs } of targets) {
    for (const [index, input] of inputs.entries()) {
      if (!keep(route, index)) continue;
      const response = await send(pass, input, caller);
      figures.sent++;
      figures.byStatus.set(response.statusCode, (figures.byStatus.get(response.statusCode) ?? 0) + 1);
      const pair = undocumentedStatus(documentedStatuses, route, input, response);
      if (pair && !undocumented.has(pair)) undocumented.set(pair, `statut non documenté : ${pair} (${codeOf(response)}, ${input.kind})`);
      const problem = problemOf(route, input, response);
      if (!problem) continue;
      problems.push(`${input.method} ${excerpt(input.url)} [${input.kind}, ${caller}] → ${response.statusCode} ${problem} : ${excerpt(response.body)}`);
      if (response.statusCode >= 500) return problems;
    }
  }
  return [...problems, ...undocumented.values()];
}

/** The part-th file of the pass: its routes get every check, at /api and (the public ones) at /api/v1. */
export function describeFuzzPart(part: number): void {
  let pass: Pass;
  startedBeforeAll(
    (webDir) => startPass(part, webDir),
    (started) => {
      pass = started;
    },
    TIME_LIMIT,
  );

  describe(`fuzz pass over the API routes, part ${part} of ${PARTS}`, () => {
    it('sends at least 30 malformed inputs to every route', () => {
      expect(pass.routes.length).toBeGreaterThan(25);
      expect(pass.mine.length).toBeGreaterThanOrEqual(Math.floor(pass.routes.length / PARTS));
      const short = pass.mine.filter((route) => (pass.inputsByRoute.get(route)?.length ?? 0) < 30);
      expect(short.map((route) => `${route.method} ${route.url}: ${pass.inputsByRoute.get(route)?.length}`)).toEqual([]);
    });

    it('has a file for each of its parts, so that no route is left out', () => {
      const files = fs.readdirSync(import.meta.dirname).filter((name) => /^fuzz-part-\d+\.test\.ts$/.test(name));
      expect(files).toHaveLength(PARTS);
    });

    it('signed in as an admin: no 5xx, no stack trace, a French message for every refusal, a status the OpenAPI document lists', { timeout: TIME_LIMIT }, async () => {
      expect(await fuzz(pass, 'admin', apiTargets(pass))).toEqual([]);
    });

    it('signed out: the same on public routes, one input in three elsewhere', { timeout: TIME_LIMIT }, async () => {
      expect(await fuzz(pass, 'déconnecté', apiTargets(pass), (route, index) => route.permission === 'public' || index % 3 === 0)).toEqual([]);
    });

    it('reaches every operation of the public API under /api/v1', () => {
      expect(pass.publicRoutes.length).toBeGreaterThan(10);
      expect(pass.publicRoutes.length).toBe(publicRoutesOf(shared.ENDPOINTS).length);
    });

    it('with an API key under /api/v1: the same checks, every input', { timeout: TIME_LIMIT }, async () => {
      expect(await fuzz(pass, 'clé', publicTargets(pass))).toEqual([]);
    });

    it('with a key Publia never made under /api/v1: the same checks, one input in three', { timeout: TIME_LIMIT }, async () => {
      expect(await fuzz(pass, 'clé inconnue', publicTargets(pass), (_route, index) => index % 3 === 0)).toEqual([]);
    });

    it('polluted no prototype', () => {
      expect(Object.prototype).not.toHaveProperty('admin');
      expect(({} as Record<string, unknown>).admin).toBeUndefined();
    });

    it('prints the figures', () => {
      const { figures, mine, myPublic } = pass;
      const statuses = [...figures.byStatus.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
      process.stdout.write(
        `fuzz ${part}/${PARTS} : ${figures.sent} requêtes malformées sur ${mine.length} routes d’API et ${myPublic.length} de /api/v1 — ${statuses.join(', ')}\n`,
      );
      expect(figures.sent).toBeGreaterThanOrEqual(30 * (mine.length + myPublic.length));
    });
  });
}
