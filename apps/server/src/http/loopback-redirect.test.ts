import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, type TestApp } from '../test/test-app.ts';

/**
 * Without PUBLIC_URL Publia has one address; a page asked for at another loopback name of its port
 * is sent there (path and query kept), and nothing read from the request ever chooses the target.
 */
const get = (t: TestApp, host: string, url = '/login?next=%2Fcreate', method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url, headers: { host } });

describe('sans PUBLIC_URL, sur toutes les adresses (HOST par défaut)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PORT: '3000' });
  });
  afterAll(() => t?.close());

  it.each(['127.0.0.1:3000', '127.1.2.3:3000', '[::1]:3000', 'app.localhost:3000'])(
    '%s est renvoyé vers http://localhost:3000, chemin et requête gardés, sans cache',
    async (host) => {
      const response = await get(t, host);
      expect(response.statusCode).toBe(307);
      expect(response.headers.location).toBe('http://localhost:3000/login?next=%2Fcreate');
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );

  it('les médias, les pages des bacs à sable et HEAD aussi', async () => {
    for (const url of ['/media/w1/photo.jpg', '/sandbox/stripe/checkout/cs_1', '/oauth/callback/twitter?code=c&state=s']) {
      expect((await get(t, '127.0.0.1:3000', url)).headers.location).toBe(`http://localhost:3000${url}`);
    }
    expect((await get(t, '127.0.0.1:3000', '/', 'HEAD')).statusCode).toBe(307);
  });

  it('un chemin qui ressemble à une autre adresse reste sur Publia', async () => {
    const response = await get(t, '127.0.0.1:3000', '//evil.example.com/x');
    expect(new URL(response.headers.location as string).origin).toBe('http://localhost:3000');
  });

  it('l’adresse elle-même, un autre port, un autre hôte : répondus là où ils sont, jamais renvoyés ailleurs', async () => {
    for (const host of [
      'localhost:3000',
      'LOCALHOST:3000',
      '127.0.0.1:5173',
      'localhost:5173',
      'evil.example.com:3000',
      '192.168.1.10:3000',
      '127.0.0.1.evil.example.com:3000',
      'localhost:3000@evil.example.com',
      '',
    ]) {
      const response = await get(t, host);
      expect(response.statusCode, host).not.toBe(307);
      expect(response.headers.location, host).toBeUndefined();
    }
  });

  it('l’API répond à toute adresse locale, sans renvoi (programmes, clés d’API)', async () => {
    expect((await get(t, '127.0.0.1:3000', '/api/health')).statusCode).toBe(200);
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' },
      payload: { email: uniqueEmail('boucle'), password: 'motdepasse-solide' },
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
  });
});

describe('sans PUBLIC_URL, HOST=127.0.0.1', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PORT: '3000', HOST: '127.0.0.1' });
  });
  afterAll(() => t?.close());

  it('l’adresse est http://127.0.0.1:3000 : localhost y est renvoyé', async () => {
    expect((await get(t, 'localhost:3000')).headers.location).toBe('http://127.0.0.1:3000/login?next=%2Fcreate');
    expect((await get(t, '127.0.0.1:3000')).statusCode).not.toBe(307);
  });
});

describe('avec PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PORT: '3000', PUBLIC_URL: 'http://localhost:3000' });
  });
  afterAll(() => t?.close());

  it('aucun renvoi : l’exploitant a choisi l’adresse, le reste est l’affaire de son proxy', async () => {
    expect((await get(t, '127.0.0.1:3000')).headers.location).toBeUndefined();
  });
});
