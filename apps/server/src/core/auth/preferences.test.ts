import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerVisitor, withSession, type TestApp, type Visitor } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // The session cache on, as in production: a new value must still show at once.
  t = await createTestApp({ SESSION_CACHE_SECONDS: '60' });
});
afterAll(async () => t?.close());

const save = (visitor: Visitor, payload: unknown) => t.app.inject({ method: 'PATCH', url: '/api/auth/me/preferences', payload: payload as object, headers: withSession(visitor) });
const me = async (visitor: Visitor) => (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: withSession(visitor) })).json().user;
const signIn = async (visitor: Awaited<ReturnType<typeof registerVisitor>>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: visitor.email, password: visitor.password } });

const DEFAULTS = { timeZone: null, theme: 'light', accentColor: 'primary', textSize: 100, reduceMotion: null, locale: 'fr' };

describe('PATCH /api/auth/me/preferences', () => {
  it('a new user has the defaults: light, indigo, 100 %, the system’s motion setting, French, the browser’s zone', async () => {
    const visitor = await registerVisitor(t.app);
    expect(await me(visitor)).toMatchObject(DEFAULTS);
    expect((await signIn(visitor)).json().user).toMatchObject(DEFAULTS);
  });

  it('a new user follows the browser’s zone (null) until they choose one; /me shows it at once', async () => {
    const visitor = await registerVisitor(t.app);
    const response = await save(visitor, { timeZone: 'America/New_York' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { id: visitor.userId, timeZone: 'America/New_York' } });
    expect((await me(visitor)).timeZone).toBe('America/New_York');
    expect((await signIn(visitor)).json().user.timeZone).toBe('America/New_York');

    await save(visitor, { timeZone: null });
    expect((await me(visitor)).timeZone).toBeNull();
  });

  it('saves every preference at once, and each alone leaves the others as they were', async () => {
    const visitor = await registerVisitor(t.app);
    const all = { timeZone: 'Asia/Tokyo', theme: 'dark', accentColor: 'green', textSize: 115, reduceMotion: true, locale: 'de' };
    const response = await save(visitor, all);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject(all);
    expect(await me(visitor)).toMatchObject(all);

    // One field at a time: a partial update.
    expect((await save(visitor, { theme: 'light' })).json().data).toMatchObject({ ...all, theme: 'light' });
    await save(visitor, { accentColor: 'pink' });
    await save(visitor, { textSize: 80 });
    await save(visitor, { reduceMotion: false });
    await save(visitor, { locale: 'es' });
    const expected = { ...all, theme: 'light', accentColor: 'pink', textSize: 80, reduceMotion: false, locale: 'es' };
    expect(await me(visitor)).toMatchObject(expected);

    // null: back to the system's motion setting; the bounds of the slider are accepted.
    await save(visitor, { reduceMotion: null, textSize: 120 });
    expect(await me(visitor)).toMatchObject({ ...expected, reduceMotion: null, textSize: 120 });

    // An empty body changes nothing.
    expect((await save(visitor, {})).statusCode).toBe(200);
    expect(await me(visitor)).toMatchObject({ ...expected, reduceMotion: null, textSize: 120 });
  });

  it('follows the user: another session (another browser) reads the new values at once', async () => {
    const visitor = await registerVisitor(t.app);
    const login = await signIn(visitor);
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const other = { cookie };
    // The other session is read (and cached) before the change.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: other })).json().user.theme).toBe('light');
    await save(visitor, { theme: 'dark', locale: 'en', accentColor: 'orange' });
    const after = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: other })).json().user;
    expect(after).toMatchObject({ theme: 'dark', locale: 'en', accentColor: 'orange' });
  });

  it.each([
    [{ theme: 'sepia' }, 'appearance.invalidTheme', 'theme', 'Thème inconnu : « sepia ». Choisissez parmi : light, dark.'],
    [{ accentColor: 'purple' }, 'appearance.invalidAccentColor', 'accentColor', "Couleur d'accent inconnue : « purple ». Choisissez parmi : primary, blue, green, orange, pink."],
    [{ textSize: 130 }, 'appearance.invalidTextSize', 'textSize', 'Taille du texte invalide : 130. Choisissez entre 80 et 120 %.'],
    [{ textSize: 75 }, 'appearance.invalidTextSize', 'textSize', 'Taille du texte invalide : 75. Choisissez entre 80 et 120 %.'],
    [{ textSize: 92.5 }, 'appearance.invalidTextSize', 'textSize', 'Taille du texte invalide : 92.5. Choisissez entre 80 et 120 %.'],
    [{ locale: 'it' }, 'appearance.invalidLocale', 'locale', 'Langue inconnue : « it ». Choisissez parmi : fr, en, es, de.'],
    [{ timeZone: 'Europe/Atlantis' }, 'preferences.invalidTimeZone', 'timeZone', 'Fuseau horaire inconnu : « Europe/Atlantis ».'],
  ])('refuses %j with a French 400 naming the field and what it may be, and changes nothing', async (payload, code, field, message) => {
    const visitor = await registerVisitor(t.app);
    const before = { timeZone: 'Europe/Paris', theme: 'dark', accentColor: 'blue', textSize: 110, reduceMotion: true, locale: 'en' };
    await save(visitor, before);
    // A valid field beside the bad one is not written either.
    const response = await save(visitor, { theme: 'light', ...payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code, field, message });
    expect(await me(visitor)).toMatchObject(before);
  });

  it.each([
    [{ textSize: '100' }, 'textSize'],
    [{ reduceMotion: 'yes' }, 'reduceMotion'],
    [{ theme: 1 }, 'theme'],
    [{ locale: null }, 'locale'],
    [{ theme: 'x'.repeat(33) }, 'theme'],
  ])('refuses a value of the wrong type (%j) with a 400 naming the field', async (payload, field) => {
    const visitor = await registerVisitor(t.app);
    const response = await save(visitor, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, field });
    expect(response.json().message).toContain(field);
    expect(await me(visitor)).toMatchObject(DEFAULTS);
  });

  it('refuses an unknown field and a missing session', async () => {
    const visitor = await registerVisitor(t.app);
    const unknown = await save(visitor, { timeZone: 'UTC', fontFamily: 'serif' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'validation.unknownField', field: 'fontFamily' });
    expect((await me(visitor)).timeZone).toBeNull();
    const anonymous = await t.app.inject({ method: 'PATCH', url: '/api/auth/me/preferences', payload: { theme: 'dark' } });
    expect(anonymous.statusCode).toBe(401);
  });
});
