import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, registerVisitor, type TestApp } from '../../test/test-app.ts';
import { hashPassword } from './password.ts';

/**
 * Hashing a password costs a scrypt run (tens of milliseconds of a shared thread pool): a reset
 * with a token that serves nobody must be refused before it, or a flood of invented tokens slows
 * every sign-in of the instance. The hash function is counted, not timed.
 */
vi.mock('./password.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./password.ts')>();
  return { ...original, hashPassword: vi.fn<typeof original.hashPassword>(original.hashPassword) };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('réinitialisation avec un jeton inventé', () => {
  it('64 demandes simultanées sont refusées sans calculer un seul hachage, et la connexion reste possible', async () => {
    const visitor = await registerVisitor(t.app);
    const hashing = vi.mocked(hashPassword);
    hashing.mockClear();

    const bogus = Array.from({ length: 64 }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password/reset',
        payload: { token: `jeton-invente-${i}`, password: 'nouveau-mot-de-passe' },
      }),
    );
    const signIn = t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: visitor.email, password: visitor.password },
    });
    const [login, ...refused] = await Promise.all([signIn, ...bogus]);

    expect(login!.statusCode).toBe(200);
    for (const response of refused) expect(response.json()).toMatchObject({ code: 'auth.resetInvalid', field: 'token' });
    expect(hashing).not.toHaveBeenCalled();
  });
});
