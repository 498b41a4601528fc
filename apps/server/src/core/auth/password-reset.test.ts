import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutboxFor } from '../mail/repository.ts';
import { createTestApp, registerVisitor, uniqueEmail, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://publia.example' });
});
afterAll(async () => t?.close());

const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });

async function requestTokenFor(email: string): Promise<string> {
  const response = await post('/api/auth/password/forgot', { email });
  expect(response.statusCode).toBe(200);
  const mails = await listOutboxFor(t.database.db, email);
  const link = mails.at(-1)?.body.match(/https:\/\/publia\.example\/reset-password\?token=(\S+)/);
  expect(link, 'le lien de réinitialisation est dans l’e-mail').toBeTruthy();
  return decodeURIComponent(link![1]!);
}

describe('mot de passe oublié', () => {
  it('envoie un lien à usage unique qui change le mot de passe et ferme les sessions ouvertes', async () => {
    const visitor = await registerVisitor(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: visitor.cookie } })).statusCode).toBe(200);
    const token = await requestTokenFor(visitor.email);

    const reset = await post('/api/auth/password/reset', { token, password: 'nouveau-mot-de-passe' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.');

    const oldSession = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: visitor.cookie } });
    expect(oldSession.statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: visitor.email, password: visitor.password })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: visitor.email, password: 'nouveau-mot-de-passe' })).statusCode).toBe(200);

    const reused = await post('/api/auth/password/reset', { token, password: 'encore-un-autre' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 'auth.resetInvalid', field: 'token' });
  });

  it('un lien utilisé annule tous les autres liens encore valables du compte', async () => {
    const visitor = await registerVisitor(t.app);
    const first = await requestTokenFor(visitor.email);
    const second = await requestTokenFor(visitor.email);
    expect(second).not.toBe(first);

    expect((await post('/api/auth/password/reset', { token: second, password: 'nouveau-mot-de-passe' })).statusCode).toBe(200);

    const stale = await post('/api/auth/password/reset', { token: first, password: 'mot-de-passe-pirate' });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({
      code: 'auth.resetInvalid',
      field: 'token',
      message: 'Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.',
    });
    expect((await post('/api/auth/login', { email: visitor.email, password: 'mot-de-passe-pirate' })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: visitor.email, password: 'nouveau-mot-de-passe' })).statusCode).toBe(200);
  });

  it('refuse un lien expiré', async () => {
    const visitor = await registerVisitor(t.app);
    const token = await requestTokenFor(visitor.email);
    await t.database.db.execute(sql`update password_resets set expires_at = now() - interval '1 second' where user_id = ${visitor.userId}`);
    const response = await post('/api/auth/password/reset', { token, password: 'nouveau-mot-de-passe' });
    expect(response.statusCode).toBe(400);
    expect((await post('/api/auth/login', { email: visitor.email, password: visitor.password })).statusCode).toBe(200);
  });

  it('répond pareil pour une adresse sans compte, sans rien envoyer', async () => {
    const email = uniqueEmail('personne');
    const response = await post('/api/auth/password/forgot', { email });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Si un compte existe pour cette adresse, un email de réinitialisation vient de lui être envoyé.');
    expect(await listOutboxFor(t.database.db, email)).toHaveLength(0);
  });

  it('refuse un jeton inventé et un mot de passe trop court', async () => {
    expect((await post('/api/auth/password/reset', { token: 'inventé', password: 'nouveau-mot-de-passe' })).statusCode).toBe(400);
    const short = await post('/api/auth/password/reset', { token: 'x', password: 'court' });
    expect(short.json().field).toBe('password');
  });
});
