import { Validator } from '@seriousme/openapi-schema-validator';
import { ENDPOINTS } from '@publia/shared';
import Ajv2020 from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Document = { paths: Record<string, Record<string, { responses: Record<string, { content?: { 'application/json': { schema: object } } }> }>> };

describe('typed endpoints and the OpenAPI document', () => {
  it('every /api route is a declared endpoint, registered with its access, and every endpoint is served', () => {
    const routes = t.app.declaredRoutes
      .filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD')
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
    expect(operations.sort()).toEqual(ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path.replace(/:(\w+)/g, '{$1}')}`).sort());

    const validator = new Validator();
    const result = await validator.validate(document as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
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
});
