import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutboxFor } from '../mail/repository.ts';
import { createTestApp, registerVisitor, uniqueEmail, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_MAX_PER_IP: '6' });
});
afterAll(async () => t?.close());

const login = (email: string, ip = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { email, password: 'mauvais-mot-de-passe' } });

describe('limitation des tentatives de connexion', () => {
  it('par adresse e-mail : la 4e tentative reçoit 429 et « Trop de requêtes, veuillez réessayer plus tard »', async () => {
    const visitor = await registerVisitor(t.app);
    for (let i = 0; i < 3; i++) expect((await login(visitor.email, `198.51.100.${i}`)).statusCode).toBe(401);
    const blocked = await login(visitor.email, '198.51.100.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Trop de requêtes, veuillez réessayer plus tard');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits for the window to end.
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: visitor.email, password: visitor.password },
    });
    expect(right.statusCode).toBe(429);
  });

  it('par adresse IP, quelles que soient les adresses e-mail essayées', async () => {
    const ip = '192.0.2.44';
    for (let i = 0; i < 6; i++) expect((await login(uniqueEmail(), ip)).statusCode).toBe(401);
    expect((await login(uniqueEmail(), ip)).statusCode).toBe(429);
    expect((await login(uniqueEmail(), '192.0.2.45')).statusCode).toBe(401);
  });
});

const reset = (token: string, ip: string, password = 'nouveau-mot-de-passe') =>
  t.app.inject({ method: 'POST', url: '/api/auth/password/reset', remoteAddress: ip, payload: { token, password } });

describe('limitation des réinitialisations de mot de passe (mêmes limites que la connexion)', () => {
  it('par adresse IP : la 7e tentative reçoit 429 et « Trop de requêtes, veuillez réessayer plus tard »', async () => {
    const ip = '192.0.2.80';
    for (let i = 0; i < 6; i++) expect((await reset(`jeton-invente-${i}`, ip)).statusCode).toBe(400);
    const blocked = await reset('jeton-invente-7', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Trop de requêtes, veuillez réessayer plus tard');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await reset('jeton-invente-8', '192.0.2.81')).statusCode).toBe(400);
  });

  it('par compte, quelles que soient les adresses IP : la 4e tentative reçoit 429', async () => {
    const visitor = await registerVisitor(t.app);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/forgot',
      remoteAddress: '198.51.100.200',
      payload: { email: visitor.email },
    });
    expect(forgot.statusCode).toBe(200);
    const link = (await listOutboxFor(t.database.db, visitor.email)).at(-1)?.body.match(/reset-password\?token=(\S+)/);
    const token = decodeURIComponent(link![1]!);

    expect((await reset(token, '198.51.100.201')).statusCode).toBe(200);
    // The spent link still names its account: trying it again counts against that account.
    for (let i = 2; i <= 3; i++) expect((await reset(token, `198.51.100.20${i}`, 'mot-de-passe-pirate')).statusCode).toBe(400);
    const blocked = await reset(token, '198.51.100.204', 'mot-de-passe-pirate');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Trop de requêtes, veuillez réessayer plus tard');
  });
});
