import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { FakeProvider, useFakeNetwork } from './fake-network.test-support.ts';
import { accountRow, accountRows, connectFake, newVisitor, setRole, snapshot, startConnect, stateRows } from './test-helpers.test-support.ts';

let t: TestApp;
let provider: FakeProvider;
beforeAll(async () => {
  t = await createTestApp({ SESSION_CACHE_SECONDS: '0', PUBLIC_URL: 'https://publia.example' });
});
beforeEach(() => {
  provider = new FakeProvider('twitter');
  useFakeNetwork(t, provider);
});
afterAll(async () => t?.close());

describe('GET /api/networks', () => {
  it('liste tous les réseaux, leur mode démo et PKCE', async () => {
    const { api } = await newVisitor(t);
    const response = await api.get('/api/networks');
    expect(response.statusCode).toBe(200);
    const data = response.json().data as { platform: string; sandbox: boolean; usesPkce: boolean }[];
    expect(data.map((n) => n.platform)).toEqual(['instagram', 'facebook', 'twitter', 'linkedin', 'tiktok', 'pinterest', 'bluesky', 'mastodon']);
    expect(data.every((n) => n.sandbox)).toBe(true);
    expect(data.find((n) => n.platform === 'twitter')?.usesPkce).toBe(true);
    expect(data.find((n) => n.platform === 'mastodon')?.usesPkce).toBe(true);
  });

  it('demande une session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/networks' });
    expect(response.statusCode).toBe(401);
  });
});

describe('connexion d’un compte', () => {
  it('crée la ligne d’attente et un état OAuth serveur (haché, 10 minutes, PKCE chiffré)', async () => {
    const { api, visitor } = await newVisitor(t);
    const { redirectUrl, accountId } = await startConnect(api);
    const url = new URL(redirectUrl);
    const state = url.searchParams.get('state')!;
    expect(Buffer.from(state, 'base64url')).toHaveLength(32);
    expect(url.searchParams.get('redirect_uri')).toBe('https://publia.example/oauth/callback/twitter');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);

    const list = (await api.get('/api/social-accounts')).json().data;
    expect(list).toEqual([expect.objectContaining({ id: accountId, platform: 'twitter', username: '@user_on_twitter', isConnected: false, status: 'issue' })]);

    const states = (await stateRows(t)).filter((row) => row.account_id === accountId);
    expect(states).toHaveLength(1);
    const [row] = states;
    expect(row!.state_hash).toBe(createHash('sha256').update(state).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(state);
    expect(row!.user_id).toBe(visitor.userId);
    expect(row!.code_verifier_enc).toMatch(/^v1:/);
    const minutes = (new Date(row!.expires_at).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10.1);
  });

  it('termine la connexion au retour du réseau : compte connecté, sans jeton dans la réponse', async () => {
    const { api, visitor } = await newVisitor(t);
    const { redirectUrl, accountId } = await startConnect(api);
    const { code, state } = provider.approve(redirectUrl, 'amelie', 321);
    const response = await api.post('/api/oauth/callback/twitter', { code, state });
    expect(response.statusCode).toBe(200);
    const account = response.json().data;
    expect(account).toMatchObject({
      id: accountId,
      platform: 'twitter',
      username: 'amelie',
      displayName: 'AMELIE',
      followers: 321,
      isConnected: true,
      error: null,
      status: 'active',
      sandbox: true,
      settings: { audience: 'public' },
    });
    expect(Date.now() - Date.parse(account.lastSynced)).toBeLessThan(60_000);
    for (const token of provider.issued) expect(response.body).not.toContain(token);
    expect(Object.keys(account)).not.toEqual(expect.arrayContaining(['accessToken']));

    const list = await api.get('/api/social-accounts');
    expect(list.json().data).toEqual([account]);
    const [row] = await accountRows(t, visitor.workspaceId);
    expect(row!.access_token_enc).toMatch(/^v1:/);
    expect(row!.refresh_token_enc).toMatch(/^v1:/);
    expect(row!.external_id).toBe('ext-amelie');
  });

  it('refuse un réseau inconnu à la connexion', async () => {
    const { api } = await newVisitor(t);
    const response = await api.post('/api/social-accounts/connect', { platform: 'myspace' });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('platform');
  });

  it('réserve la connexion des réseaux aux administrateurs', async () => {
    const { api, visitor } = await newVisitor(t);
    for (const role of ['editor', 'viewer'] as const) {
      await setRole(t, visitor, role);
      const before = await snapshot(t);
      const response = await api.post('/api/social-accounts/connect', { platform: 'twitter' });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe("Vous n'avez pas les permissions nécessaires");
      expect(await snapshot(t)).toBe(before);
    }
  });
});

const expectRefused = async (call: () => Promise<{ statusCode: number; json(): { message: string } }>, status: number, message: string) => {
  const before = await snapshot(t);
  const response = await call();
  expect(response.statusCode).toBe(status);
  expect(response.json().message).toBe(message);
  expect(await snapshot(t)).toBe(before);
};

describe('retours refusés : rien ne change, message exact', () => {
  it('état absent, inventé, d’un autre réseau', async () => {
    const { api } = await newVisitor(t);
    const { redirectUrl } = await startConnect(api);
    const { code, state } = provider.approve(redirectUrl);
    const invalid = "Paramètre state invalide. Il pourrait s'agir d'une tentative d'attaque CSRF.";
    await expectRefused(() => api.post('/api/oauth/callback/twitter', { code }), 400, invalid);
    await expectRefused(() => api.post('/api/oauth/callback/twitter', { code, state: 'forge' + state.slice(5) }), 400, invalid);
    await expectRefused(() => api.post('/api/oauth/callback/instagram', { code, state }), 400, invalid);
    // The real state still works afterwards: nothing was spent.
    expect((await api.post('/api/oauth/callback/twitter', { code, state })).statusCode).toBe(200);
  });

  it('état déjà utilisé', async () => {
    const { api } = await newVisitor(t);
    const { redirectUrl } = await startConnect(api);
    const { code, state } = provider.approve(redirectUrl);
    expect((await api.post('/api/oauth/callback/twitter', { code, state })).statusCode).toBe(200);
    const again = provider.approve(redirectUrl);
    await expectRefused(
      () => api.post('/api/oauth/callback/twitter', { code: again.code, state }),
      400,
      "Paramètre state invalide. Il pourrait s'agir d'une tentative d'attaque CSRF.",
    );
  });

  it('état expiré', async () => {
    const { api } = await newVisitor(t);
    const { redirectUrl, accountId } = await startConnect(api);
    const { code, state } = provider.approve(redirectUrl);
    await t.ctx.db.execute(sql`update oauth_states set expires_at = now() - interval '1 second' where account_id = ${accountId}`);
    await expectRefused(() => api.post('/api/oauth/callback/twitter', { code, state }), 400, "Paramètre state invalide. Il pourrait s'agir d'une tentative d'attaque CSRF.");
    expect(provider.calls.exchange).toBe(0);
  });

  it('état d’un autre utilisateur', async () => {
    const alice = await newVisitor(t);
    const mallory = await newVisitor(t);
    const { redirectUrl } = await startConnect(alice.api);
    const { code, state } = provider.approve(redirectUrl);
    await expectRefused(
      () => mallory.api.post('/api/oauth/callback/twitter', { code, state }),
      400,
      "Paramètre state invalide. Il pourrait s'agir d'une tentative d'attaque CSRF.",
    );
    expect((await mallory.api.get('/api/social-accounts')).json().data).toEqual([]);
    expect((await alice.api.post('/api/oauth/callback/twitter', { code, state })).statusCode).toBe(200);
  });

  it('code absent, erreur du réseau, réseau inconnu', async () => {
    const { api } = await newVisitor(t);
    const { redirectUrl } = await startConnect(api);
    const { state } = provider.approve(redirectUrl);
    await expectRefused(() => api.post('/api/oauth/callback/twitter', { state }), 400, "Code d'autorisation non reçu");
    await expectRefused(
      () => api.post('/api/oauth/callback/twitter', { state, error: 'access_denied', error_description: "L'utilisateur a refusé." }),
      400,
      "Erreur d'authentification : access_denied - L'utilisateur a refusé.",
    );
    await expectRefused(() => api.post('/api/oauth/callback/twitter', { state, error: 'server_error' }), 400, "Erreur d'authentification : server_error - Erreur inconnue");
    await expectRefused(() => api.post('/api/oauth/callback/myspace', { state, code: 'x' }), 400, 'Plateforme non spécifiée');
    expect(provider.calls.exchange).toBe(0);
  });

  it('échange du code refusé par le réseau ou réseau en panne : 400 ou 502, comptes inchangés', async () => {
    const { api, visitor } = await newVisitor(t);
    const { redirectUrl } = await startConnect(api);
    const before = await accountRows(t, visitor.workspaceId);

    const bad = await api.post('/api/oauth/callback/twitter', { code: 'code-inconnu', state: new URL(redirectUrl).searchParams.get('state') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Impossible de finaliser l'authentification auprès du réseau social : X : code invalide (invalid_grant)");

    const second = await startConnect(api);
    const { code, state } = provider.approve(second.redirectUrl);
    provider.fail('exchange', 'transient');
    const down = await api.post('/api/oauth/callback/twitter', { code, state });
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toBe("Impossible de finaliser l'authentification auprès du réseau social : X : panne simulée (transient)");

    const after = await accountRows(t, visitor.workspaceId);
    expect(after.filter((row) => row.is_connected)).toEqual([]);
    expect(after.slice(0, before.length)).toEqual(before);
  });
});

describe('reconnexion', () => {
  it('met à jour la même ligne pour le même compte du réseau et garde le jeton de renouvellement', async () => {
    const { api, visitor } = await newVisitor(t);
    const first = await connectFake(api, provider, 'amelie', 100);
    const [before] = await accountRows(t, visitor.workspaceId);
    provider.refreshTokenOnExchange = false;
    const second = await connectFake(api, provider, 'amelie', 150);
    expect(second.id).toBe(first.id);
    expect(second.followers).toBe(150);
    const rows = await accountRows(t, visitor.workspaceId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.refresh_token_enc).toBe(before!.refresh_token_enc);
    expect(rows[0]!.access_token_enc).not.toBe(before!.access_token_enc);
    expect((await api.get('/api/social-accounts')).json().data).toHaveLength(1);

    const other = await connectFake(api, provider, 'bruno');
    expect(other.id).not.toBe(first.id);
    expect((await api.get('/api/social-accounts')).json().data).toHaveLength(2);
  });

  it('deux retours simultanés pour le même compte du réseau : une seule ligne', async () => {
    const { api, visitor } = await newVisitor(t);
    // Both exchanges answer at the same instant, so both callbacks store their connection together.
    let arrived = 0;
    let release: (() => void) | undefined;
    const together = new Promise<void>((resolve) => {
      release = resolve;
    });
    const exchange = provider.client.exchangeCode.bind(provider.client);
    provider.client.exchangeCode = async (input) => {
      const connection = await exchange(input);
      if (++arrived === 2) release?.();
      await together;
      return connection;
    };
    const approvals = [];
    for (let i = 0; i < 2; i++) approvals.push(provider.approve((await startConnect(api)).redirectUrl, 'diane', 40 + i));
    const answers = await Promise.all(approvals.map(({ code, state }) => api.post('/api/oauth/callback/twitter', { code, state })));
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200]);
    const [first, second] = answers.map((response) => response.json().data);
    expect(second.id).toBe(first.id);
    const rows = await accountRows(t, visitor.workspaceId);
    expect(rows.filter((row) => row.external_id === 'ext-diane')).toHaveLength(1);
    expect((await api.get('/api/social-accounts')).json().data).toMatchObject([{ id: first.id, username: 'diane', isConnected: true }]);
  });

  it('reconnecte un compte déconnecté sur sa ligne', async () => {
    const { api, visitor } = await newVisitor(t);
    const first = await connectFake(api, provider, 'camille');
    expect((await api.delete(`/api/social-accounts/${first.id}`)).statusCode).toBe(200);
    const again = await connectFake(api, provider, 'camille');
    expect(again).toMatchObject({ id: first.id, isConnected: true });
    expect(await accountRows(t, visitor.workspaceId)).toHaveLength(1);
  });
});

describe('déconnexion', () => {
  it('efface les jetons et passe le compte à non connecté', async () => {
    const { api } = await newVisitor(t);
    const account = await connectFake(api, provider);
    const response = await api.delete(`/api/social-accounts/${account.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { id: account.id, isConnected: false } });
    const row = await accountRow(t, account.id);
    expect(row).toMatchObject({ is_connected: false, access_token_enc: null, refresh_token_enc: null, token_expiry: null });
    expect((await api.get('/api/social-accounts')).json().data).toEqual([expect.objectContaining({ id: account.id, isConnected: false })]);
  });

  it('le compte d’un autre espace, un id inconnu ou mal formé : 404 « Compte introuvable… », et rien ne change', async () => {
    const owner = await newVisitor(t);
    const account = await connectFake(owner.api, provider);
    const stranger = await newVisitor(t);
    const before = await snapshot(t);
    for (const id of [account.id, '7d0c1f53-3c5e-4a57-9a3e-3a1f1f0b0a01', 'pas-un-id', "1' or '1'='1"]) {
      const response = await stranger.api.delete(`/api/social-accounts/${encodeURIComponent(id)}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().message).toBe("Compte introuvable ou vous n'avez pas la permission de le déconnecter");
    }
    for (const url of [`/api/social-accounts/${account.id}/sync`]) {
      const response = await stranger.api.post(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Compte introuvable ou accès refusé');
    }
    expect((await stranger.api.get(`/api/social-accounts/${account.id}/options`)).statusCode).toBe(404);
    expect((await stranger.api.put(`/api/social-accounts/${account.id}/settings`, { settings: { board: 'b1' } })).statusCode).toBe(404);
    expect(await snapshot(t)).toBe(before);
    expect((await stranger.api.get('/api/social-accounts')).json().data).toEqual([]);
  });

  it('réservée aux administrateurs', async () => {
    const { api, visitor } = await newVisitor(t);
    const account = await connectFake(api, provider);
    await setRole(t, visitor, 'editor');
    const response = await api.delete(`/api/social-accounts/${account.id}`);
    expect(response.statusCode).toBe(403);
    expect((await accountRow(t, account.id))!.is_connected).toBe(true);
  });
});

describe('mode démo', () => {
  it('refuse la connexion de démonstration d’un réseau configuré pour de vrai', async () => {
    const real = await createTestApp({ X_CLIENT_ID: 'id-reel', X_CLIENT_SECRET: 'secret-reel' });
    try {
      useFakeNetwork(real, provider);
      const { api } = await newVisitor(real);
      const before = await snapshot(real);
      const response = await api.post('/api/social-accounts/demo-connect', { platform: 'twitter' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("Ce réseau n'est pas en mode démo : connectez un vrai compte.");
      expect(await snapshot(real)).toBe(before);
      const networks = (await api.get('/api/networks')).json().data;
      expect(networks.find((n: { platform: string }) => n.platform === 'twitter').sandbox).toBe(false);
    } finally {
      await real.close();
    }
  });
});
