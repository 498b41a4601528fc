import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { registerErrorHandler } from './error-handler.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT_BYTES: '2048' });
});
afterAll(async () => t?.close());

const expectCleanError = (body: string) => {
  expect(body).not.toMatch(/at .*\.ts:\d+|stack|Error:/);
  return JSON.parse(body);
};

describe('entrées invalides', () => {
  it('un JSON mal formé est un 400 en français, sans trace', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.fr", ',
    });
    expect(response.statusCode).toBe(400);
    expect(expectCleanError(response.body).message).toBe("Le corps de la requête n'est pas un JSON valide.");
  });

  it('une route /api inconnue est un 404 qui la nomme, coupée à une ligne quand elle est immense', async () => {
    const short = await t.app.inject({ url: '/api/inconnue' });
    expect(short.statusCode).toBe(404);
    expect(expectCleanError(short.body).message).toBe('Route inconnue : GET /api/inconnue');
    const huge = await t.app.inject({ url: `/api/${'a'.repeat(100_000)}` });
    expect(huge.statusCode).toBe(404);
    expect(huge.body.length).toBeLessThan(1_000);
  });

  it('un type de contenu autre que JSON est un 415 qui le nomme', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a@b.fr',
    });
    expect(response.statusCode).toBe(415);
    expect(expectCleanError(response.body).message).toContain('application/x-www-form-urlencoded');
  });

  it('un corps trop volumineux est un 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'a@b.fr', password: 'x'.repeat(5000) },
    });
    expect(response.statusCode).toBe(413);
    expect(expectCleanError(response.body).message).toBe('Le corps de la requête est trop volumineux.');
  });

  it('un corps qui n’est pas un objet est un 400', async () => {
    for (const payload of ['[]', '"texte"', 'null', '42']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expectCleanError(response.body);
    }
  });

  it('une route /api inconnue répond 404 en JSON', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/inexistant?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, message: 'Route inconnue : DELETE /api/inexistant' });
  });
});

describe('adresses mal formées', () => {
  const MALFORMED = ['/%E0%A4%A', '/%', '/publications/%ZZ', '/api/content/%E0%A4%A', '/api/%C0'];

  it('sous /api : un 404 JSON en français, jamais le JSON anglais de Fastify', async () => {
    for (const url of MALFORMED.filter((candidate) => candidate.startsWith('/api/'))) {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const response = await t.app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.headers['content-type']).toMatch(/json/);
        expect(response.json()).toEqual({ success: false, code: 'http.malformedUrl', message: 'Adresse mal formée : elle ne mène à aucune page.' });
        expect(response.body).not.toMatch(/FST_|Bad Request|valid url/);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
      }
    }
  });

  it('une page sans interface construite : un 404 en français', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/%E0%A4%A' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('Adresse mal formée : elle ne mène à aucune page.');
  });
});

describe('interface web', () => {
  it('sans construction, une page explique comment construire', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/publications/pending' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
  });
});

describe('interface web construite', () => {
  let built: TestApp;
  beforeAll(async () => {
    const dist = fs.mkdtempSync(path.join(t.dataDir, 'dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Publia</title><div id="root"></div>');
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    built = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => built?.close());

  it('sert les fichiers et renvoie index.html pour toute route du client (SPA)', async () => {
    const asset = await built.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    for (const url of ['/', '/login', '/publications/pending?x=1', '/une/route/profonde']) {
      const page = await built.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('<div id="root">');
      expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    }
    const api = await built.app.inject({ method: 'GET', url: '/api/absente' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/json/);
  });

  it('une adresse mal formée reçoit l’interface en 404 (sa page « introuvable » en français), avec les en-têtes des pages', async () => {
    for (const url of ['/%E0%A4%A', '/%', '/publications/%ZZ?x=1']) {
      const page = await built.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(404);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('<div id="root">');
      expect(page.headers['content-security-policy']).toContain("default-src 'self'");
      expect(page.headers['x-content-type-options']).toBe('nosniff');
    }
    const api = await built.app.inject({ method: 'GET', url: '/api/%E0%A4%A' });
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toBe('Adresse mal formée : elle ne mène à aucune page.');
  });
});

describe('actions simultanées', () => {
  it('un interblocage de la base (même enveloppé par l’ORM) est un 409 en français, rien n’est écrit', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/interblocage', async () => {
      throw Object.assign(new Error('Failed query: update publication_targets …'), { cause: Object.assign(new Error('deadlock detected'), { code: '40P01' }) });
    });
    const response = await app.inject({ method: 'GET', url: '/interblocage' });
    expect(response.statusCode).toBe(409);
    expect(expectCleanError(response.body).message).toBe("Une autre action modifiait cette publication au même moment ; rien n'a été changé. Réessayez.");
    await app.close();
  });
});
