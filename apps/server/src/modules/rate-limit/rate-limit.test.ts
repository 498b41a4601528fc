import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerVisitor, uniqueEmail, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_MAX_PER_IP: '6' });
});
afterAll(async () => t?.close());

const login = (email: string, ip = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { email, password: 'mauvais-mot-de-passe' } });

describe('limitation des tentatives de connexion', () => {
  it('par adresse e-mail : la 4e tentative reçoit 429 et le message du cahier des charges', async () => {
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
