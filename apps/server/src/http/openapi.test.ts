import { Validator } from '@seriousme/openapi-schema-validator';
import { ENDPOINTS, PUBLIC_API_TAGS, WEBHOOK_EVENT_TYPES } from '@publia/shared';
import Ajv2020 from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createKey } from '../core/api-keys/api-keys.test-support.ts';
import { createTestApp, registerVisitor, type TestApp } from '../test/test-app.ts';
import { PAGE_HEADERS } from './security-headers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Document = { paths: Record<string, Record<string, { responses: Record<string, { content?: { 'application/json': { schema: object } } }> }>> };

describe('typed endpoints and the OpenAPI document', () => {
  it('every /api route is a declared endpoint, registered with its access, and every endpoint is served', () => {
    const routes = t.app.declaredRoutes
      // The documentation page (/api/docs and its files) is a page, not an endpoint of the API.
      .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url} ${String(route.permission)}`)
      .sort();
    const declared = ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path} ${endpoint.access}`).sort();
    expect(routes).toEqual(declared);
  });

  it('is served at /api/openapi.json, lists every endpoint, and is a valid OpenAPI 3.1 document', async () => {
    const answer = await t.app.inject({ url: '/api/openapi.json' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/json');
    const document = answer.json() as Document & { openapi: string };
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    const declared = ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(operations.filter((operation) => !operation.includes(' /api/v1/')).sort()).toEqual(declared.sort());

    const validator = new Validator();
    const result = await validator.validate(document as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents 404 on every operation whose path names a record by its id, and answers every refusal with the error body', async () => {
    type Operation = { parameters?: { name: string; in: string }[]; responses: Record<string, { content?: Record<string, { schema: unknown }> }> };
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, Operation>> };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
    );
    const withId = operations.filter(({ operation }) => operation.parameters?.some((parameter) => parameter.in === 'path' && parameter.name === 'id'));
    expect(withId.length).toBeGreaterThan(70);
    expect(withId.filter(({ operation }) => !operation.responses['404']).map(({ name }) => name)).toEqual([]);
    const refusals = operations.flatMap(({ name, operation }) =>
      Object.entries(operation.responses)
        .filter(([status]) => /^[45]\d\d$/.test(status))
        .map(([status, answer]) => ({ name: `${name} ${status}`, answer })),
    );
    expect(
      refusals
        .filter(({ answer }) => JSON.stringify(answer.content) !== JSON.stringify({ 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } }))
        .map(({ name }) => name),
    ).toEqual([]);
  });

  it('documents the statuses a route declares for its own rules, beside those its access implies', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    const statuses = (path: string, method: string) => Object.keys(document.paths[path]![method]!.responses);
    expect(statuses('/api/content/{id}/cancel', 'post')).toEqual(['200', '400', '401', '403', '404', '409', '413', '415', '503']);
    expect(statuses('/api/content/drafts/{id}/publish', 'post')).toEqual(expect.arrayContaining(['402', '409']));
    expect(statuses('/api/media', 'post')).toEqual(expect.arrayContaining(['413', '422']));
    // A public read with no input: none of the guard's, nor validation's.
    expect(statuses('/api/health', 'get')).toEqual(['200', '503']);
    expect(statuses('/api/v1/content/{id}', 'get')).toEqual(['200', '400', '401', '403', '404', '429', '503']);
  });

  it('documents as required what the route refuses when missing', async () => {
    type Body = { requestBody: { content: { 'application/json': { schema: { required?: string[] } } } } };
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, Body>> };
    const schedule = document.paths['/api/content/drafts/{id}/schedule']!.post!.requestBody.content['application/json'].schema;
    expect(schedule.required).toEqual(['scheduledFor']);
    // Required with one intent only: the field says when.
    const approval = document.paths['/api/content/{id}/approval/request']!.post!.requestBody.content['application/json'].schema as {
      properties: { scheduledFor: { description?: string } };
    };
    expect(approval.properties.scheduledFor.description).toContain('required when `intent` is `schedule`');
  });

  it('describes what the server really answers: a real answer validates against its documented schema', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json() as Document;
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    const schemaOf = (path: string, method: string, status: string) => document.paths[path]![method]!.responses[status]!.content!['application/json'].schema;
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: `openapi.${Date.now()}@exemple.fr`, password: 'motdepasse-solide' },
    });
    expect(registered.statusCode).toBe(201);
    const cookie = String(registered.headers['set-cookie']).split(';')[0]!;
    const checks: [string, string, string, unknown][] = [
      ['/api/auth/register', 'post', '201', registered.json()],
      ['/api/auth/me', 'get', '200', (await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).json()],
      ['/api/content/history', 'get', '200', (await t.app.inject({ url: '/api/content/history', headers: { cookie } })).json()],
      ['/api/networks', 'get', '200', (await t.app.inject({ url: '/api/networks', headers: { cookie } })).json()],
      ['/api/notifications', 'get', '200', (await t.app.inject({ url: '/api/notifications', headers: { cookie } })).json()],
    ];
    for (const [path, method, status, body] of checks) {
      const validate = ajv.compile(schemaOf(path, method, status));
      expect(validate(body), `${method} ${path}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  it('lists every route the server answers under /api/v1, each for API keys with its scope and a curl example, and the webhooks', async () => {
    type Operation = { security?: unknown; description?: string; 'x-api-key-scope'?: string; 'x-codeSamples'?: { source: string }[] };
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
      webhooks: Record<string, { post: { parameters: { name: string }[] } }>;
      components: { securitySchemes: Record<string, unknown> };
    };
    const admin = await registerVisitor(t.app);
    const { key } = await createKey(t.app, admin, ['admin']);
    // Every route of the server asked under /api/v1 with a key: those not answered « Route inconnue » are the public API.
    const served: string[] = [];
    for (const route of t.app.declaredRoutes) {
      if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs') || route.method === 'HEAD') continue;
      const rest = route.url.slice('/api'.length);
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: `/api/v1${rest.replace(/:id\b/g, '00000000-0000-4000-8000-000000000000').replace(/:\w+/g, 'twitter')}`,
        headers: bearer(key),
        ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
      });
      const unknownRoute = response.statusCode === 404 && response.body.includes('"http.routeNotFound"');
      if (!unknownRoute) served.push(`${route.method} /api/v1${rest.replace(/:(\w+)/g, '{$1}')}`);
    }
    const documented = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/v1/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(served.sort()).toEqual(documented.sort());
    expect(served).toContain('POST /api/v1/content/drafts/{id}/publish');
    expect(served).not.toContain('GET /api/v1/integrations/api-keys');
    const publicTags = new Set(PUBLIC_API_TAGS.map((tag) => `v1 ${tag}`));
    for (const [path, methods] of Object.entries(document.paths).filter(([candidate]) => candidate.startsWith('/api/v1/'))) {
      for (const operation of Object.values(methods) as (Operation & { tags: string[] })[]) {
        expect(operation.security, path).toEqual([{ bearerAuth: [] }]);
        expect(publicTags.has(operation.tags[0]!), path).toBe(true);
        expect(operation.description, path).toContain(`scope \`${operation['x-api-key-scope']}\``);
        expect(operation.description, path).toContain('```bash\ncurl');
        expect(operation['x-codeSamples']?.[0]?.source, path).toContain('-H "Authorization: Bearer $PUBLIA_API_KEY"');
      }
    }
    expect(document.paths['/api/v1/content/drafts/{id}/publish']!.post!['x-api-key-scope']).toBe('publish');
    expect(document.paths['/api/v1/content/drafts']!.post!['x-codeSamples']![0]!.source).toContain(
      `-d '{"content":"Notre nouvelle carte arrive lundi !","platforms":["instagram"]}'`,
    );
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const type of WEBHOOK_EVENT_TYPES) {
      expect(document.webhooks[type]?.post.parameters.map((parameter) => parameter.name)).toEqual(['webhook-id', 'webhook-timestamp', 'webhook-signature']);
    }
  });
});

describe('/api/docs', () => {
  it('is a French page, public, under the pages’ own policy, whose every file this server serves', async () => {
    const page = await t.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toBe(PAGE_HEADERS['content-security-policy']);
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('<title>Documentation de l&#39;API Publia</title>');
    // No inline script (the policy would block it), nothing from another site.
    expect(page.body).not.toMatch(/<script>|<script [^>]*>[^<]/);
    expect(page.body).not.toMatch(/(src|href)="(https?:)?\/\//);

    const assets = [...page.body.matchAll(/(?:src|href)="(\/api\/docs\/assets\/[^"]+)"/g)].map((match) => match[1]!);
    expect(assets).toHaveLength(3);
    for (const asset of assets) {
      const answer = await t.app.inject({ url: asset });
      expect(answer.statusCode, asset).toBe(200);
      expect(answer.headers['content-type'], asset).toMatch(/^text\/(css|javascript); charset=utf-8$/);
      expect(answer.body.length, asset).toBeGreaterThan(100);
    }
    const initializer = await t.app.inject({ url: assets.find((asset) => asset.includes('publia-docs.js'))! });
    expect(initializer.body).toContain('url: "/api/openapi.json"');
  });

  it('serves no other file of the package', async () => {
    for (const file of ['package.json', 'index.html', '..%2Fpackage.json', 'swagger-ui.js.map']) {
      const answer = await t.app.inject({ url: `/api/docs/assets/${file}` });
      expect(answer.statusCode, file).toBe(404);
      expect(answer.json().success).toBe(false);
    }
  });
});
