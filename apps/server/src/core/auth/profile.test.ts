import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, createTestApp, registerVisitor, uniqueEmail, type TestApp } from '../../test/test-app.ts';
import { confirmationMail, outboxCount, profileApi, userRow } from './profile.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  // The session cache on, as in production: a change must still show at once.
  t = await createTestApp({ SESSION_CACHE_SECONDS: '60' });
});
afterAll(async () => t?.close());

describe('GET/PUT /api/profile', () => {
  it('saves the names and the phone (French national form → E.164); the display name and /me follow', async () => {
    const visitor = await registerVisitor(t.app, { name: 'Camille' });
    const api = profileApi(t, visitor);
    expect((await api.get()).json().data).toMatchObject({ firstName: null, lastName: null, phone: null, email: visitor.email, avatarUrl: null, pendingEmail: null });

    const saved = await api.update({ firstName: ' Camille ', lastName: 'Durand', phone: '06 12 34 56 78' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: 'Profil enregistré.', data: { firstName: 'Camille', lastName: 'Durand', name: 'Camille Durand', phone: '+33612345678' } });
    expect((await api.me()).json().user).toMatchObject({ name: 'Camille Durand', firstName: 'Camille', lastName: 'Durand', avatarUrl: null });

    await api.update({ firstName: 'Camille', lastName: 'Durand', phone: '+44 20 7946 0958' });
    expect((await api.get()).json().data.phone).toBe('+442079460958');
    await api.update({ firstName: 'Camille', lastName: 'Durand', phone: '' });
    expect((await api.get()).json().data.phone).toBeNull();
  });

  it('refuses a bad phone, a missing or too long name, with a French 400 naming the field, and changes nothing', async () => {
    const visitor = await registerVisitor(t.app);
    const api = profileApi(t, visitor);
    await api.update({ firstName: 'Léa', lastName: 'Martin', phone: '0612345678' });
    const before = await userRow(t, visitor.userId);

    const phone = await api.update({ firstName: 'Autre', lastName: 'Nom', phone: '12' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json()).toMatchObject({ code: 'profile.phoneInvalid', field: 'phone' });
    expect(phone.json().message).toContain('« 12 »');

    const empty = await api.update({ firstName: '  ', lastName: 'Nom' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ field: 'firstName', message: expect.stringContaining('obligatoire') });

    const long = await api.update({ firstName: 'Léa', lastName: 'x'.repeat(81) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ field: 'lastName', message: expect.stringContaining('80') });

    expect(await userRow(t, visitor.userId)).toEqual(before);
  });

  it('is refused signed out', async () => {
    expect((await profileApi(t).get()).statusCode).toBe(401);
    expect((await profileApi(t).update({ firstName: 'a', lastName: 'b' })).statusCode).toBe(401);
  });
});

describe('e-mail change', () => {
  it('sends a link to the new address; following it changes the address, once', async () => {
    const visitor = await registerVisitor(t.app);
    const api = profileApi(t, visitor);
    const newEmail = uniqueEmail('nouvelle');

    const asked = await api.changeEmail({ email: newEmail.toUpperCase(), password: visitor.password });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data).toMatchObject({ email: visitor.email, pendingEmail: newEmail });
    expect((await userRow(t, visitor.userId))?.email).toBe(visitor.email);

    const mail = await confirmationMail(t, newEmail);
    expect(mail.subject).toBe('Confirmez votre nouvelle adresse e-mail Publia');
    expect(mail.body).toContain('24 heures');

    const confirmed = await profileApi(t).confirmEmail(mail.token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe(`Votre adresse e-mail est maintenant ${newEmail}.`);
    expect((await api.me()).json().user.email).toBe(newEmail);
    expect((await api.get()).json().data.pendingEmail).toBeNull();

    const again = await profileApi(t).confirmEmail(mail.token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'profile.emailLinkInvalid', field: 'token' });

    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: newEmail, password: visitor.password } });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an invalid, identical or taken address and a wrong password; nothing stored, no mail', async () => {
    const visitor = await registerVisitor(t.app);
    const other = await registerVisitor(t.app);
    const api = profileApi(t, visitor);
    const mails = await outboxCount(t);

    const cases: [unknown, number, string, string][] = [
      [{ email: 'pas-une-adresse', password: visitor.password }, 400, 'profile.emailInvalid', 'email'],
      [{ email: visitor.email, password: visitor.password }, 400, 'profile.emailSame', 'email'],
      [{ email: other.email, password: visitor.password }, 409, 'profile.emailTaken', 'email'],
      [{ email: uniqueEmail(), password: 'mauvais-mot-de-passe' }, 400, 'profile.wrongPassword', 'password'],
    ];
    for (const [body, status, code, field] of cases) {
      const response = await api.changeEmail(body);
      expect(response.statusCode, code).toBe(status);
      expect(response.json()).toMatchObject({ success: false, code, field });
    }
    expect(await outboxCount(t)).toBe(mails);
    expect((await api.get()).json().data.pendingEmail).toBeNull();
  });

  it('refuses the link when another account took the address meanwhile, and an unknown token', async () => {
    const visitor = await registerVisitor(t.app);
    const wanted = uniqueEmail('convoitee');
    await profileApi(t, visitor).changeEmail({ email: wanted, password: visitor.password });
    const { token } = await confirmationMail(t, wanted);
    await registerVisitor(t.app, { email: wanted });

    const taken = await profileApi(t).confirmEmail(token);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'profile.emailTaken' });
    expect((await userRow(t, visitor.userId))?.email).toBe(visitor.email);

    const unknown = await profileApi(t).confirmEmail('inconnu');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Ce lien de confirmation est invalide, expiré ou déjà utilisé.');
  });
});

describe('POST /api/profile/password', () => {
  it('needs the current password; then signs the other sessions out and keeps this one', async () => {
    const visitor = await registerVisitor(t.app);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: visitor.email, password: visitor.password } });
    const elsewhere = { ...visitor, cookie: cookieOf(login), csrfToken: login.json().csrfToken };
    expect((await profileApi(t, elsewhere).me()).statusCode).toBe(200);
    const before = await userRow(t, visitor.userId);

    const wrong = await profileApi(t, visitor).changePassword({ currentPassword: 'mauvais-mot-de-passe', newPassword: 'nouveau-secret-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'profile.wrongPassword', field: 'currentPassword', message: 'Le mot de passe actuel est incorrect.' });
    const short = await profileApi(t, visitor).changePassword({ currentPassword: visitor.password, newPassword: 'court' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ field: 'newPassword', message: expect.stringContaining('8 caractères') });
    expect(await userRow(t, visitor.userId)).toEqual(before);
    expect((await profileApi(t, elsewhere).me()).statusCode).toBe(200);

    const changed = await profileApi(t, visitor).changePassword({ currentPassword: visitor.password, newPassword: 'nouveau-secret-1' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe('Mot de passe modifié. Vos autres sessions ont été déconnectées.');
    expect((await profileApi(t, visitor).me()).statusCode).toBe(200);
    expect((await profileApi(t, elsewhere).me()).statusCode).toBe(401);

    const oldLogin = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: visitor.email, password: visitor.password } });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: visitor.email, password: 'nouveau-secret-1' } });
    expect(newLogin.statusCode).toBe(200);

    const audit = await t.app.inject({ method: 'GET', url: '/api/audit', headers: { cookie: visitor.cookie } });
    expect(JSON.stringify(audit.json())).toContain('auth.password_changed');
  });
});
