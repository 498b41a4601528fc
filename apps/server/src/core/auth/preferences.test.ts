import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerVisitor, withSession, type TestApp, type Visitor } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // The session cache on, as in production: the new zone must still show at once.
  t = await createTestApp({ SESSION_CACHE_SECONDS: '60' });
});
afterAll(async () => t?.close());

const save = (visitor: Visitor, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: '/api/auth/me/preferences', payload: payload as object, headers: withSession(visitor) });
const me = (visitor: Visitor) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: withSession(visitor) });

describe('PATCH /api/auth/me/preferences', () => {
  it('a new user follows the browser’s zone (null) until they choose one; /me shows it at once', async () => {
    const visitor = await registerVisitor(t.app);
    expect((await me(visitor)).json().user.timeZone).toBeNull();

    const response = await save(visitor, { timeZone: 'America/New_York' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { id: visitor.userId, timeZone: 'America/New_York' } });
    expect((await me(visitor)).json().user.timeZone).toBe('America/New_York');

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: visitor.email, password: visitor.password },
    });
    expect(login.json().user.timeZone).toBe('America/New_York');

    await save(visitor, { timeZone: null });
    expect((await me(visitor)).json().user.timeZone).toBeNull();
  });

  it('refuses an unknown zone with a French 400 naming it, and keeps the previous one', async () => {
    const visitor = await registerVisitor(t.app);
    await save(visitor, { timeZone: 'Europe/Paris' });
    const response = await save(visitor, { timeZone: 'Europe/Atlantis' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'preferences.invalidTimeZone',
      field: 'timeZone',
      message: 'Fuseau horaire inconnu : « Europe/Atlantis ».',
    });
    expect((await me(visitor)).json().user.timeZone).toBe('Europe/Paris');
  });

  it('refuses an unknown field and a missing session', async () => {
    const visitor = await registerVisitor(t.app);
    expect((await save(visitor, { timeZone: 'UTC', locale: 'de' })).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'PATCH', url: '/api/auth/me/preferences', payload: { timeZone: 'UTC' } });
    expect(anonymous.statusCode).toBe(401);
  });
});
