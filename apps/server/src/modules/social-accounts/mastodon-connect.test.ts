import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { newVisitor, snapshot } from './test-helpers.test-support.ts';

/** Mastodon through the API, on its sandbox: the instance typed in the connect form, then the instance's consent. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const armInstanceFault = async (fault: string) =>
  expect((await t.app.inject({ method: 'POST', url: '/sandbox/_faults', payload: { network: 'mastodon', operation: 'instance', fault, count: 1 } })).statusCode).toBe(201);

describe('Mastodon : connexion par l’instance', () => {
  it('l’instance tapée mène à sa page de consentement ; le compte garde l’instance et ses limites', async () => {
    const { api } = await newVisitor(t);
    const response = await api.post('/api/social-accounts/connect', { platform: 'mastodon', form: 'instance', fields: { instance: '@boulangerie@piaille.fr' } });
    expect(response.statusCode).toBe(200);
    const { redirectUrl, account } = response.json().data;
    expect(account).toBeNull();
    const url = new URL(redirectUrl);
    expect(url.pathname).toBe('/sandbox/mastodon/oauth/authorize');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    const page = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.body).toContain('Autoriser Publia');
  });

  it('« mode démo » tape l’instance du bac à sable et connecte le compte de démonstration ; la synchronisation relit les limites ; la déconnexion révoque le jeton', async () => {
    const { api } = await newVisitor(t);
    const connected = await api.post('/api/social-accounts/demo-connect', { platform: 'mastodon' });
    expect(connected.statusCode).toBe(200);
    const account = connected.json().data;
    expect(account).toMatchObject({
      platform: 'mastodon',
      username: 'publia_demo@mastodon.sandbox',
      isConnected: true,
      settings: { instance: 'mastodon.sandbox', maxCharacters: '500' },
    });
    const synced = await api.post(`/api/social-accounts/${account.id}/sync`);
    expect(synced.statusCode).toBe(200);
    expect(synced.json().data.settings).toMatchObject({ instance: 'mastodon.sandbox', charactersReservedPerUrl: '23' });
    expect((await api.delete(`/api/social-accounts/${account.id}`)).statusCode).toBe(200);
  });

  it('ce qui n’est pas un nom de serveur : 400 en français, rien d’écrit', async () => {
    const { api } = await newVisitor(t);
    const before = await snapshot(t);
    const response = await api.post('/api/social-accounts/connect', { platform: 'mastodon', form: 'instance', fields: { instance: 'mon instance' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "Impossible de connecter ce compte Mastodon : ce n'est pas un nom de serveur : saisissez l'adresse de votre instance, par exemple mastodon.social",
    );
    expect(await snapshot(t)).toBe(before);
  });

  it('un serveur qui n’est pas Mastodon : 400 « ce serveur n’est pas une instance Mastodon », rien d’écrit', async () => {
    const { api } = await newVisitor(t);
    const before = await snapshot(t);
    await armInstanceFault('html_error_page');
    const response = await api.post('/api/social-accounts/connect', { platform: 'mastodon', form: 'instance', fields: { instance: 'exemple.fr' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Impossible de connecter ce compte Mastodon : ce serveur n'est pas une instance Mastodon");
    expect(await snapshot(t)).toBe(before);
  });

  it('une instance en panne : 502 en français, rien d’écrit', async () => {
    const { api } = await newVisitor(t);
    const before = await snapshot(t);
    await armInstanceFault('server_error');
    const response = await api.post('/api/social-accounts/connect', { platform: 'mastodon', form: 'instance', fields: { instance: 'piaille.fr' } });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toContain("l'instance ne répond pas pour le moment");
    expect(await snapshot(t)).toBe(before);
  });
});
