import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../db/raw-rows.ts';
import { createTestApp, registerVisitor, uniqueEmail, withSession, type TestApp } from '../test/test-app.ts';

/**
 * A write's Origin is compared whole — scheme, host and port — with the origins Publia answers at:
 * PUBLIC_URL's, or without PUBLIC_URL the loopback (or configured) address the request was sent to.
 */
const signUp = (t: TestApp, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', headers, payload: { email: uniqueEmail('origine'), password: 'motdepasse-solide' } });

const userCount = async (t: TestApp) => (await rawRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from users`))[0]?.n;

/** A sign-up sent with these headers: its status, its code and how many users it added. */
async function attempt(t: TestApp, headers: Record<string, string>) {
  const before = await userCount(t);
  const response = await signUp(t, headers);
  return { status: response.statusCode, code: response.json().code as string | undefined, added: ((await userCount(t)) ?? 0) - (before ?? 0) };
}
const REFUSED = { status: 403, code: 'http.csrf', added: 0 };

describe('without PUBLIC_URL (development)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PORT: '3000' });
  });
  afterAll(async () => t?.close());

  it.each([
    ['http://localhost:3000', 'localhost:3000'],
    ['http://127.0.0.1:3000', '127.0.0.1:3000'],
    ['http://localhost:5173', 'localhost:5173'],
    ['http://[::1]:3000', '[::1]:3000'],
    // PUBLIC_URL's default stays allowed whatever the Host.
    ['http://localhost:3000', '127.0.0.1:3000'],
  ])('accepts a write from %s sent to %s', async (origin, host) => {
    const response = await signUp(t, { origin, host });
    expect(response.statusCode, response.body).toBe(201);
  });

  it.each([
    ['http://localhost:3000.evil.com', 'localhost:3000'],
    ['http://localhost:3000.evil.com', 'localhost:3000.evil.com'],
    ['http://localhost.evil.com:3000', 'localhost:3000'],
    ['https://localhost:3000', 'localhost:3000'],
    ['http://localhost:3001', 'localhost:3000'],
    ['http://localhost', 'localhost:3000'],
    ['http://127.0.0.1:5173', 'localhost:5173'],
    ['http://localhost:3000@evil.com', 'localhost:3000'],
    ['http://localhost:3000/chemin', 'localhost:3000'],
    ['null', 'localhost:3000'],
    ['file://', 'localhost:3000'],
    ['chrome-extension://abc', 'localhost:3000'],
    // A name rebound to 127.0.0.1: Origin and Host agree, but the host is not Publia's.
    ['http://evil.example.com:3000', 'evil.example.com:3000'],
    ['http://192.168.1.10:3000', '192.168.1.10:3000'],
  ])('refuses a write from %s sent to %s', async (origin, host) => {
    expect(await attempt(t, { origin, host })).toEqual(REFUSED);
  });

  it('still takes a write without Origin (not a browser), and refuses one marked cross-site', async () => {
    expect((await signUp(t, { host: 'localhost:3000' })).statusCode).toBe(201);
    expect(await attempt(t, { host: 'localhost:3000', 'sec-fetch-site': 'cross-site' })).toEqual(REFUSED);
  });

  it('checks the origin of signed-in writes too, CSRF token or not', async () => {
    const visitor = await registerVisitor(t.app);
    const logout = (origin: string) => t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...withSession(visitor), host: 'localhost:3000', origin } });
    expect((await logout('https://localhost:3000')).statusCode).toBe(403);
    expect((await logout('http://localhost:3000.evil.com')).statusCode).toBe(403);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: withSession(visitor) });
    expect(me.statusCode).toBe(200);
  });
});

describe('with PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://publia.exemple.fr' });
  });
  afterAll(async () => t?.close());

  it('accepts a write from PUBLIC_URL, whatever Host the proxy passes on', async () => {
    expect((await signUp(t, { origin: 'https://publia.exemple.fr', host: 'publia.exemple.fr' })).statusCode).toBe(201);
    expect((await signUp(t, { origin: 'https://publia.exemple.fr', host: '127.0.0.1:3000' })).statusCode).toBe(201);
  });

  it.each([
    ['http://publia.exemple.fr', 'publia.exemple.fr'],
    ['https://publia.exemple.fr:8443', 'publia.exemple.fr:8443'],
    ['https://publia.exemple.fr.evil.com', 'publia.exemple.fr.evil.com'],
    ['https://evil.publia.exemple.fr', 'evil.publia.exemple.fr'],
    ['http://localhost:3000', 'localhost:3000'],
  ])('refuses a write from %s (Host %s)', async (origin, host) => {
    expect(await attempt(t, { origin, host })).toEqual(REFUSED);
  });
});
