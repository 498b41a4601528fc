import { NETWORK_DESCRIPTORS, type ConnectForm } from '@publia/shared';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { chosenForm } from './connect-fields.ts';
import { FakeProvider, useFakeNetwork } from './fake-network.test-support.ts';
import { serverAppStores } from './server-apps.ts';
import { accountRows, newVisitor, snapshot, stateRows } from './test-helpers.test-support.ts';

const FORMS: Record<string, ConnectForm> = {
  appPassword: {
    way: 'direct',
    fields: [
      { name: 'handle', kind: 'text', maxLength: 100, autoComplete: 'username' },
      { name: 'password', kind: 'secret', maxLength: 40, autoComplete: 'off' },
    ],
  },
  server: { way: 'redirect', fields: [{ name: 'server', kind: 'text', maxLength: 100, autoComplete: 'url' }] },
};

/** The refusal of a form as the API would answer it: its code, field and status. */
function refusal(body: { form?: string; fields?: Record<string, string> }) {
  try {
    chosenForm('twitter', body, FORMS);
    return null;
  } catch (error) {
    return { code: (error as { code: string }).code, field: (error as { field?: string }).field, status: (error as { statusCode: number }).statusCode };
  }
}

describe('le formulaire de connexion choisi', () => {
  it('garde les champs du formulaire, rognés, le secret tel que tapé, et rien d’autre', () => {
    const form = chosenForm('twitter', { form: 'appPassword', fields: { handle: '  amelie ', password: ' app-1 ', extra: 'x' } }, FORMS);
    expect(form).toEqual({ id: 'appPassword', form: FORMS.appPassword, fields: { handle: 'amelie', password: ' app-1 ' } });
  });

  it('refuse un formulaire inconnu, un champ vide ou trop long, en nommant le champ', () => {
    expect(refusal({})).toEqual({ code: 'accounts.connectFormRequired', field: undefined, status: 400 });
    expect(refusal({ form: 'toString' })).toEqual({ code: 'accounts.connectFormUnknown', field: 'form', status: 400 });
    expect(refusal({ form: 'appPassword', fields: { handle: 'amelie', password: '   ' } })).toEqual({ code: 'accounts.connectFieldMissing', field: 'password', status: 400 });
    expect(refusal({ form: 'server', fields: { server: 'a'.repeat(101) } })).toEqual({ code: 'accounts.connectFieldTooLong', field: 'server', status: 400 });
  });

  it('un réseau sans formulaire n’en accepte aucun', () => {
    expect(chosenForm('twitter', {}, undefined)).toBeNull();
    expect(() => chosenForm('twitter', { form: 'server', fields: {} }, undefined)).toThrow(expect.objectContaining({ code: 'accounts.connectFormUnknown' }));
  });
});

describe('connexion par formulaire', () => {
  let t: TestApp;
  let provider: FakeProvider;
  const descriptor = NETWORK_DESCRIPTORS.twitter as { connectForms?: Record<string, ConnectForm> };
  beforeAll(async () => {
    t = await createTestApp({ SESSION_CACHE_SECONDS: '0', PUBLIC_URL: 'https://publia.example' });
  });
  beforeEach(() => {
    // The forms of a network that has some, given for the test to the fake network's descriptor.
    descriptor.connectForms = FORMS;
    provider = new FakeProvider('twitter', { forms: true });
    useFakeNetwork(t, provider);
  });
  afterEach(() => {
    delete descriptor.connectForms;
  });
  afterAll(async () => t?.close());

  it('un mot de passe d’application connecte le compte tout de suite, sans état OAuth', async () => {
    const { api, visitor } = await newVisitor(t);
    provider.addUser('amelie', 321);
    const response = await api.post('/api/social-accounts/connect', { platform: 'twitter', form: 'appPassword', fields: { handle: 'amelie', password: 'app-secret' } });
    expect(response.statusCode).toBe(200);
    const { redirectUrl, account, accountId } = response.json().data;
    expect(redirectUrl).toBeNull();
    expect(account).toMatchObject({ id: accountId, platform: 'twitter', username: 'amelie', isConnected: true, followers: 321, settings: { auth: 'appPassword' } });
    const rows = await accountRows(t, visitor.workspaceId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.access_token_enc).toMatch(/^v1:/);
    expect(JSON.stringify(rows)).not.toContain('app-secret');
    expect((await stateRows(t)).filter((row) => row.user_id === visitor.userId)).toEqual([]);
  });

  it('un mot de passe refusé : 400 en français, rien d’écrit', async () => {
    const { api } = await newVisitor(t);
    const before = await snapshot(t);
    const response = await api.post('/api/social-accounts/connect', { platform: 'twitter', form: 'appPassword', fields: { handle: 'inconnue', password: 'app-x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'accounts.connectFailed', message: 'Impossible de connecter ce compte X : identifiant ou mot de passe d’application refusé' });
    expect(await snapshot(t)).toBe(before);
  });

  it('le réseau qui limite les connexions : 429, et quand réessayer', async () => {
    const { api } = await newVisitor(t);
    provider.addUser('amelie');
    provider.fail('form', 'rate_limited');
    const response = await api.post('/api/social-accounts/connect', { platform: 'twitter', form: 'appPassword', fields: { handle: 'amelie', password: 'app-x' } });
    expect(response.statusCode).toBe(429);
    expect(response.json().code).toBe('accounts.connectFailed');
  });

  it('un formulaire vers le serveur de la personne : ce qu’il a préparé revient, chiffré, à l’échange du code', async () => {
    const { api, visitor } = await newVisitor(t);
    const response = await api.post('/api/social-accounts/connect', { platform: 'twitter', form: 'server', fields: { server: 'piaille.example' } });
    expect(response.statusCode).toBe(200);
    const { redirectUrl, account } = response.json().data;
    expect(account).toBeNull();
    expect(new URL(redirectUrl).host).toBe('piaille.example');
    const [prepared] = await rawRows<{ prepared_enc: string }>(t.ctx.db, sql`select prepared_enc from oauth_states where user_id = ${visitor.userId}`);
    expect(prepared!.prepared_enc).toMatch(/^v1:/);
    const { code, state } = provider.approve(redirectUrl, 'bertrand');
    const back = await api.post('/api/oauth/callback/twitter', { code, state });
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toMatchObject({ username: 'bertrand', isConnected: true });
    expect(provider.preparedGiven).toEqual([{ server: 'piaille.example' }]);
  });

  it('un serveur refusé par le réseau : 400, ni ligne d’attente ni état', async () => {
    const { api } = await newVisitor(t);
    const before = await snapshot(t);
    const response = await api.post('/api/social-accounts/connect', { platform: 'twitter', form: 'server', fields: { server: 'pas-un-serveur.org' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('ce serveur ne répond pas comme un serveur de ce réseau');
    expect(await snapshot(t)).toBe(before);
  });

  it('sans formulaire, un réseau qui en a un le demande', async () => {
    const { api } = await newVisitor(t);
    const response = await api.post('/api/social-accounts/connect', { platform: 'twitter' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('accounts.connectFormRequired');
  });

  it('la déconnexion révoque le jeton sur le réseau ; un réseau muet ne la bloque pas', async () => {
    const { api } = await newVisitor(t);
    provider.addUser('amelie');
    provider.addUser('chloe');
    const first = (await api.post('/api/social-accounts/connect', { platform: 'twitter', form: 'appPassword', fields: { handle: 'amelie', password: 'app-1' } })).json().data
      .account;
    const second = (await api.post('/api/social-accounts/connect', { platform: 'twitter', form: 'appPassword', fields: { handle: 'chloe', password: 'app-2' } })).json().data
      .account;
    expect((await api.delete(`/api/social-accounts/${first.id}`)).statusCode).toBe(200);
    expect(provider.revoked).toHaveLength(1);
    provider.fail('revoke', 'transient');
    const answer = await api.delete(`/api/social-accounts/${second.id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.isConnected).toBe(false);
  });
});

describe('les applications enregistrées sur les serveurs des gens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('sont gardées par réseau, serveur et adresse de retour, le secret chiffré, la première gardée', async () => {
    const stores = serverAppStores(t.ctx.db, t.ctx.keyring);
    const mastodonLike = stores('twitter');
    expect(await mastodonLike.find('piaille.example', 'https://publia.example/cb')).toBeNull();
    await mastodonLike.save('piaille.example', 'https://publia.example/cb', { clientId: 'id-1', clientSecret: 'secret-1' });
    await mastodonLike.save('piaille.example', 'https://publia.example/cb', { clientId: 'id-2', clientSecret: 'secret-2' });
    expect(await mastodonLike.find('piaille.example', 'https://publia.example/cb')).toEqual({ clientId: 'id-1', clientSecret: 'secret-1' });
    expect(await mastodonLike.find('piaille.example', 'http://127.0.0.1:3000/cb')).toBeNull();
    expect(await stores('linkedin').find('piaille.example', 'https://publia.example/cb')).toBeNull();
    const rows = await rawRows<{ client_secret_enc: string }>(t.ctx.db, sql`select client_secret_enc from network_server_apps`);
    expect(rows.map((row) => row.client_secret_enc)).toEqual([expect.stringMatching(/^v1:/)]);
  });
});
