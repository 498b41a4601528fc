import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerVisitor, uniqueEmail, withSession, cookieOf, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('inscription', () => {
  it('crée le compte, son espace dont il est admin, et ouvre une session de navigateur', async () => {
    const email = uniqueEmail('inscription');
    const response = await post('/api/auth/register', { email: email.toUpperCase(), password: 'motdepasse-solide', name: 'Amélie' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.user).toMatchObject({ email, name: 'Amélie' });
    expect(body.workspace).toMatchObject({ role: 'admin', name: 'Espace de Amélie' });
    expect(body.csrfToken).toEqual(expect.any(String));
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/publia_session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Max-Age/);
    expect(cookie).not.toMatch(/Secure/);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: cookieOf(response) } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(body);
  });

  it('« Se souvenir de moi » garde la session 30 jours', async () => {
    const response = await post('/api/auth/register', { email: uniqueEmail(), password: 'motdepasse-solide', rememberMe: true });
    expect(String(response.headers['set-cookie'])).toMatch(/Max-Age=2592000/);
  });

  it('refuse une adresse déjà utilisée', async () => {
    const visitor = await registerVisitor(t.app);
    const again = await post('/api/auth/register', { email: visitor.email, password: 'autre-mot-de-passe' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'auth.emailTaken', field: 'email', message: 'Un compte existe déjà avec cette adresse email.' });
  });

  it.each([
    [{ email: 'pas-une-adresse', password: 'motdepasse-solide' }, 'email', "Le champ « email » n'est pas une adresse email valide."],
    [{ email: uniqueEmail(), password: 'court' }, 'password', 'Le champ « password » doit contenir au moins 8 caractères.'],
    [{ password: 'motdepasse-solide' }, 'email', 'Le champ « email » est obligatoire.'],
    [{ email: uniqueEmail(), password: 12345678 }, 'password', 'Le champ « password » a un type invalide (attendu : texte).'],
    [{ email: uniqueEmail(), password: 'motdepasse-solide', admin: true }, 'admin', 'Champ inconnu : « admin ».'],
  ])('répond 400 en français en nommant le champ fautif (%j)', async (payload, field, message) => {
    const response = await post('/api/auth/register', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, field, message });
  });
});

describe('connexion', () => {
  it('ouvre une session avec les bons identifiants', async () => {
    const visitor = await registerVisitor(t.app);
    const response = await post('/api/auth/login', { email: visitor.email, password: visitor.password, rememberMe: false });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(visitor.email);
    expect(response.json().workspace.id).toBe(visitor.workspaceId);
  });

  it('répond « Identifiants invalides… » pour un mauvais mot de passe comme pour un compte inconnu, sans ouvrir de session', async () => {
    const visitor = await registerVisitor(t.app);
    for (const payload of [
      { email: visitor.email, password: 'mauvais-mot-de-passe' },
      { email: uniqueEmail('inconnu'), password: 'motdepasse-solide' },
    ]) {
      const response = await post('/api/auth/login', payload);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe("Identifiants invalides. Vérifiez votre email et mot de passe, ou créez un compte si vous n'en avez pas encore.");
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('demande les deux champs quand l’un est vide', async () => {
    for (const payload of [
      { email: '', password: 'x' },
      { email: 'a@b.fr', password: '' },
      { email: '   ', password: '' },
    ]) {
      const response = await post('/api/auth/login', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Veuillez entrer votre email et votre mot de passe');
    }
  });
});

describe('session', () => {
  it('sans cookie, /me répond 401 « non connecté »', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('auth.unauthenticated');
  });

  it('la déconnexion révoque la session : le même cookie devient « Session expirée » et est effacé', async () => {
    const visitor = await registerVisitor(t.app);
    // Read once first, so the revocation must also reach the session cache.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: visitor.cookie } })).statusCode).toBe(200);
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: withSession(visitor) });
    expect(logout.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: visitor.cookie } });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ code: 'auth.sessionExpired', message: 'Session expirée, veuillez vous reconnecter' });
    expect(String(me.headers['set-cookie'])).toMatch(/publia_session=;/);
  });

  it('une session arrivée à échéance est refusée', async () => {
    const visitor = await registerVisitor(t.app);
    await t.database.db.execute((await import('drizzle-orm')).sql`update sessions set expires_at = now() - interval '1 minute' where user_id = ${visitor.userId}`);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: visitor.cookie } });
    expect(me.json().code).toBe('auth.sessionExpired');
  });

  it('un cookie forgé ne donne accès à rien', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: 'publia_session=inventé' } });
    expect(me.statusCode).toBe(401);
  });
});

describe('protection CSRF', () => {
  it('refuse une écriture authentifiée sans le jeton CSRF, ou avec un faux', async () => {
    const visitor = await registerVisitor(t.app);
    for (const token of [undefined, 'faux-jeton']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie: visitor.cookie, ...(token ? { 'x-csrf-token': token } : {}) },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('http.csrf');
    }
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: visitor.cookie } });
    expect(me.statusCode).toBe(200);
  });

  it('refuse une écriture venue d’un autre site, même sans session', async () => {
    const response = await post('/api/auth/login', { email: 'a@b.fr', password: 'motdepasse-solide' }, { origin: 'https://malveillant.example', host: 'localhost:3000' });
    expect(response.statusCode).toBe(403);
  });
});
