import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isNetworkError } from '../../networks/network-error.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { FakeProvider, useFakeNetwork } from './fake-network.test-support.ts';
import type { AppContext } from '../../core/context/app-context.ts';
import { createSharedCalls } from '../../lib/shared-calls.ts';
import { findAccount } from './repository.ts';
import { credentialsForPublishing, purgeConnectionLeftovers, refreshAccount, refreshExpiringTokens, withFreshToken } from './service.ts';
import { accountRow, connectFake, newVisitor, notificationRows, setRole, setTokenExpiry, startConnect, stateRows } from './test-helpers.test-support.ts';

let t: TestApp;
let provider: FakeProvider;
beforeAll(async () => {
  t = await createTestApp({ SESSION_CACHE_SECONDS: '0' });
});
beforeEach(() => {
  provider = new FakeProvider('twitter');
  useFakeNetwork(t, provider);
});
afterAll(async () => t?.close());

const decrypt = (value: string | null | undefined) => (value ? t.ctx.keyring.decrypt(value) : null);

describe('synchronisation', () => {
  it('relit le profil et les abonnés, et date la synchronisation', async () => {
    const { api } = await newVisitor(t);
    const account = await connectFake(api, provider, 'amelie', 100);
    await t.ctx.db.execute(sql`update social_accounts set last_synced = now() - interval '2 days' where id = ${account.id}`);
    provider.users.get('amelie')!.followers = 250;
    const response = await api.post(`/api/social-accounts/${account.id}/sync`);
    expect(response.statusCode).toBe(200);
    const synced = response.json().data;
    expect(synced).toMatchObject({ id: account.id, followers: 250, status: 'active' });
    expect(Date.now() - Date.parse(synced.lastSynced)).toBeLessThan(60_000);
    expect((await accountRow(t, account.id))!.followers).toBe(250);
  });

  it('renouvelle d’abord un jeton qui expire, puis synchronise', async () => {
    const { api } = await newVisitor(t);
    const account = await connectFake(api, provider);
    await setTokenExpiry(t, account.id, 5);
    const before = await accountRow(t, account.id);
    const response = await api.post(`/api/social-accounts/${account.id}/sync`);
    expect(response.statusCode).toBe(200);
    expect(provider.calls.refresh).toBe(1);
    const after = await accountRow(t, account.id);
    expect(decrypt(after!.access_token_enc)).not.toBe(decrypt(before!.access_token_enc));
    expect(new Date(after!.token_expiry!).getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
  });

  it('un jeton refusé est renouvelé une fois et l’appel refait', async () => {
    const { api } = await newVisitor(t);
    const account = await connectFake(api, provider);
    provider.expireTokens();
    const response = await api.post(`/api/social-accounts/${account.id}/sync`);
    expect(response.statusCode).toBe(200);
    expect(provider.calls.refresh).toBe(1);
    expect(provider.calls.profile).toBe(2);
  });

  it('un renouvellement refusé pour de bon : compte « Problème » et notification à qui l’a connecté', async () => {
    const { api, visitor } = await newVisitor(t);
    const account = await connectFake(api, provider);
    provider.expireTokens();
    provider.revokeRefreshTokens();
    const response = await api.post(`/api/social-accounts/${account.id}/sync`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Votre compte X doit être reconnecté : jeton de renouvellement refusé (invalid_grant)');
    const listed = (await api.get('/api/social-accounts')).json().data[0];
    expect(listed).toMatchObject({ isConnected: true, status: 'issue', error: 'jeton de renouvellement refusé (invalid_grant)' });
    const notifications = await notificationRows(t, visitor.userId);
    expect(notifications).toEqual([
      expect.objectContaining({
        type: 'failure',
        route: '/networks',
        read: false,
        workspace_id: visitor.workspaceId,
        message: 'Votre compte X doit être reconnecté : jeton de renouvellement refusé (invalid_grant)',
      }),
    ]);
    // Marked once, told once.
    await api.post(`/api/social-accounts/${account.id}/sync`);
    expect(await notificationRows(t, visitor.userId)).toHaveLength(1);
  });

  it('une panne passagère : 502 avec le message du réseau, compte ni déconnecté ni marqué', async () => {
    const { api, visitor } = await newVisitor(t);
    const account = await connectFake(api, provider);
    const before = await accountRow(t, account.id);
    provider.fail('profile', 'transient');
    const response = await api.post(`/api/social-accounts/${account.id}/sync`);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe("Le réseau X n'a pas pu répondre : panne simulée (transient)");
    expect(await accountRow(t, account.id)).toEqual(before);
    expect(await notificationRows(t, visitor.userId)).toEqual([]);
  });

  it('un compte déconnecté ne se synchronise pas', async () => {
    const { api } = await newVisitor(t);
    const account = await connectFake(api, provider);
    await api.delete(`/api/social-accounts/${account.id}`);
    const response = await api.post(`/api/social-accounts/${account.id}/sync`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Votre compte X n'est pas correctement connecté");
  });
});

describe('règles de renouvellement', () => {
  it('renouvelle dans les 10 minutes avant l’expiration, pas avant', async () => {
    const { api, visitor } = await newVisitor(t);
    const account = await connectFake(api, provider);
    await setTokenExpiry(t, account.id, 30);
    const kept = await credentialsForPublishing(t.ctx, visitor.workspaceId, account.id);
    expect(provider.calls.refresh).toBe(0);
    expect(kept.accessToken).toBe(decrypt((await accountRow(t, account.id))!.access_token_enc));

    await setTokenExpiry(t, account.id, 9);
    const fresh = await credentialsForPublishing(t.ctx, visitor.workspaceId, account.id);
    expect(provider.calls.refresh).toBe(1);
    expect(fresh.accessToken).not.toBe(kept.accessToken);
    expect(fresh).toMatchObject({ externalId: 'ext-amelie', username: 'amelie', settings: { audience: 'public' } });
  });

  it('un renouvellement sans nouveau jeton de renouvellement garde l’ancien', async () => {
    const { api, visitor } = await newVisitor(t);
    const account = await connectFake(api, provider);
    const before = await accountRow(t, account.id);
    provider.rotateRefreshTokens = false;
    await setTokenExpiry(t, account.id, 1);
    await credentialsForPublishing(t.ctx, visitor.workspaceId, account.id);
    const after = await accountRow(t, account.id);
    expect(after!.access_token_enc).not.toBe(before!.access_token_enc);
    expect(decrypt(after!.refresh_token_enc)).toBe(decrypt(before!.refresh_token_enc));
  });

  it('une panne passagère du renouvellement ne touche pas au compte (jeton encore valable : utilisé)', async () => {
    const { api, visitor } = await newVisitor(t);
    const account = await connectFake(api, provider);
    await setTokenExpiry(t, account.id, 5);
    const before = await accountRow(t, account.id);
    for (const kind of ['transient', 'rate_limited', 'unknown'] as const) {
      provider.fail('refresh', kind);
      const credentials = await credentialsForPublishing(t.ctx, visitor.workspaceId, account.id);
      expect(credentials.accessToken).toBe(decrypt(before!.access_token_enc));
    }
    expect(await accountRow(t, account.id)).toEqual(before);
    expect(await notificationRows(t, visitor.userId)).toEqual([]);
  });

  it('jeton déjà expiré et renouvellement en panne : l’erreur du réseau remonte, le compte reste tel quel', async () => {
    const { api, visitor } = await newVisitor(t);
    const account = await connectFake(api, provider);
    await setTokenExpiry(t, account.id, -1);
    const before = await accountRow(t, account.id);
    provider.fail('refresh', 'transient');
    const failure = await credentialsForPublishing(t.ctx, visitor.workspaceId, account.id).catch((error: unknown) => error);
    expect(isNetworkError(failure) && failure.kind).toBe('transient');
    expect(await accountRow(t, account.id)).toEqual(before);
  });

  it('un droit retiré au renouvellement marque le compte « Problème »', async () => {
    const { api, visitor } = await newVisitor(t);
    const account = await connectFake(api, provider);
    await setTokenExpiry(t, account.id, -1);
    provider.fail('refresh', 'permission_missing');
    await expect(credentialsForPublishing(t.ctx, visitor.workspaceId, account.id)).rejects.toThrow(/panne simulée/);
    expect((await accountRow(t, account.id))!.error).toBe('panne simulée (permission_missing)');
    expect(await notificationRows(t, visitor.userId)).toHaveLength(1);
  });

  it('withFreshToken refait l’appel une seule fois après un jeton refusé', async () => {
    const { api, visitor } = await newVisitor(t);
    const account = await connectFake(api, provider);
    const tokensSeen: string[] = [];
    const result = await withFreshToken(t.ctx, { workspaceId: visitor.workspaceId, id: account.id }, async (credentials) => {
      tokensSeen.push(credentials.accessToken);
      if (tokensSeen.length === 1) provider.expireTokens();
      return provider.client.profile(credentials);
    });
    expect(result.username).toBe('amelie');
    expect(tokensSeen).toHaveLength(2);
    expect(tokensSeen[1]).not.toBe(tokensSeen[0]);

    let calls = 0;
    const always = withFreshToken(t.ctx, { workspaceId: visitor.workspaceId, id: account.id }, async (credentials) => {
      calls++;
      provider.expireTokens();
      return provider.client.profile(credentials);
    });
    await expect(always).rejects.toThrow(/jeton refusé/);
    expect(calls).toBe(2);
    expect((await accountRow(t, account.id))!.error).toBe('jeton refusé (401)');
  });

  it('refuse de publier avec un compte non connecté, sans jeton ou d’un autre espace', async () => {
    const { api, visitor } = await newVisitor(t);
    const account = await connectFake(api, provider);
    const other = await newVisitor(t);
    await expect(credentialsForPublishing(t.ctx, other.visitor.workspaceId, account.id)).rejects.toThrow('Compte introuvable ou accès refusé');
    const { accountId: placeholder } = await startConnect(api);
    await expect(credentialsForPublishing(t.ctx, visitor.workspaceId, placeholder)).rejects.toThrow("Votre compte X n'est pas correctement connecté");
    await api.delete(`/api/social-accounts/${account.id}`);
    await expect(credentialsForPublishing(t.ctx, visitor.workspaceId, account.id)).rejects.toThrow("Votre compte X n'est pas correctement connecté");
  });
});

describe('un renouvellement à la fois par compte', () => {
  it('un renouvellement parti d’une ligne lue avant un autre reprend les nouveaux jetons, sans renvoyer le jeton de renouvellement déjà dépensé', async () => {
    const { api, visitor } = await newVisitor(t);
    const account = await connectFake(api, provider);
    const stale = (await findAccount(t.ctx.db, visitor.workspaceId, account.id))!;
    const first = await refreshAccount(t.ctx, stale);
    const second = await refreshAccount(t.ctx, stale);
    expect(provider.calls.refresh).toBe(1);
    expect(second.accessTokenEnc).toBe(first.accessTokenEnc);
    expect((await accountRow(t, account.id))!.error).toBeNull();
  });

  // Two instances on one PostgreSQL database (the embedded one has a single instance).
  it.runIf(process.env.TEST_DATABASE_URL)('deux instances qui renouvellent le même compte au même moment : un seul appel au réseau, le compte reste sain', async () => {
    const { api, visitor } = await newVisitor(t);
    const account = await connectFake(api, provider);
    const otherInstance: AppContext = { ...t.ctx, caches: { ...t.ctx.caches, refreshes: createSharedCalls() } };
    const row = (await findAccount(t.ctx.db, visitor.workspaceId, account.id))!;
    const [here, there] = await Promise.all([refreshAccount(t.ctx, row), refreshAccount(otherInstance, row)]);
    expect(provider.calls.refresh).toBe(1);
    expect(there.accessTokenEnc).toBe(here.accessTokenEnc);
    expect((await accountRow(t, account.id))!.error).toBeNull();
  });
});

describe('tâche de renouvellement', () => {
  it('renouvelle les jetons qui expirent dans les 30 minutes, un compte à la fois, et seulement eux', async () => {
    const { api, visitor } = await newVisitor(t);
    const soon = await connectFake(api, provider, 'bientot');
    const later = await connectFake(api, provider, 'plus_tard');
    const dead = await connectFake(api, provider, 'revoque');
    await t.ctx.db.execute(sql`update social_accounts set token_expiry = now() + interval '2 hours' where token_expiry is not null`);
    await setTokenExpiry(t, soon.id, 20);
    await setTokenExpiry(t, later.id, 45);
    await setTokenExpiry(t, dead.id, 25);
    const laterBefore = await accountRow(t, later.id);
    const soonBefore = await accountRow(t, soon.id);
    // The `revoque` account's refresh token no longer works.
    const deadRefresh = decrypt((await accountRow(t, dead.id))!.refresh_token_enc)!;
    await t.ctx.db.execute(sql`update social_accounts set refresh_token_enc = ${t.ctx.keyring.encrypt(deadRefresh + 'x')} where id = ${dead.id}`);

    const run = await refreshExpiringTokens(t.ctx);
    expect(run).toEqual({ refreshed: 1, failed: 1 });
    const soonAfter = await accountRow(t, soon.id);
    expect(soonAfter!.access_token_enc).not.toBe(soonBefore!.access_token_enc);
    expect(new Date(soonAfter!.token_expiry!).getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
    expect(await accountRow(t, later.id)).toEqual(laterBefore);
    expect((await accountRow(t, dead.id))!.error).toBe('jeton de renouvellement refusé (invalid_grant)');
    expect(await notificationRows(t, visitor.userId)).toHaveLength(1);

    // A marked account is left to its user: the next run does not try it again.
    const again = await refreshExpiringTokens(t.ctx);
    expect(again).toEqual({ refreshed: 0, failed: 0 });
  });

  it('une panne passagère est retentée au passage suivant sans rien marquer', async () => {
    const { api, visitor } = await newVisitor(t);
    const account = await connectFake(api, provider);
    await t.ctx.db.execute(sql`update social_accounts set token_expiry = now() + interval '2 hours' where token_expiry is not null`);
    await setTokenExpiry(t, account.id, 15);
    const before = await accountRow(t, account.id);
    provider.fail('refresh', 'transient');
    expect(await refreshExpiringTokens(t.ctx)).toEqual({ refreshed: 0, failed: 1 });
    expect(await accountRow(t, account.id)).toEqual(before);
    expect(await notificationRows(t, visitor.userId)).toEqual([]);
    expect(await refreshExpiringTokens(t.ctx)).toEqual({ refreshed: 1, failed: 0 });
  });
});

describe('options et réglages du compte', () => {
  it('liste les choix du réseau et enregistre un réglage valide', async () => {
    const { api } = await newVisitor(t);
    const account = await connectFake(api, provider);
    const options = await api.get(`/api/social-accounts/${account.id}/options`);
    expect(options.statusCode).toBe(200);
    expect(options.json().data).toEqual([
      {
        key: 'board',
        label: 'Tableau par défaut',
        choices: [
          { value: 'b1', label: 'Recettes' },
          { value: 'b2', label: 'Voyages' },
        ],
      },
    ]);
    const saved = await api.put(`/api/social-accounts/${account.id}/settings`, { settings: { board: 'b2' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.settings).toEqual({ audience: 'public', board: 'b2' });
    expect((await accountRow(t, account.id))!.settings).toEqual({ audience: 'public', board: 'b2' });
  });

  it('refuse une clé ou une valeur hors des choix, et les non-administrateurs', async () => {
    const { api, visitor } = await newVisitor(t);
    const account = await connectFake(api, provider);
    const before = await accountRow(t, account.id);
    const unknownKey = await api.put(`/api/social-accounts/${account.id}/settings`, { settings: { pageId: '1' } });
    expect(unknownKey.statusCode).toBe(400);
    expect(unknownKey.json()).toMatchObject({ field: 'settings.pageId', message: 'Champ inconnu : « settings.pageId ».' });
    const badValue = await api.put(`/api/social-accounts/${account.id}/settings`, { settings: { board: 'b9' } });
    expect(badValue.statusCode).toBe(400);
    expect(badValue.json()).toMatchObject({ field: 'settings.board', message: 'Le champ « settings.board » a une valeur invalide.' });
    await setRole(t, visitor, 'editor');
    expect((await api.put(`/api/social-accounts/${account.id}/settings`, { settings: { board: 'b1' } })).statusCode).toBe(403);
    expect(await accountRow(t, account.id)).toEqual(before);
  });

  it('un réseau sans options répond une liste vide', async () => {
    const { api } = await newVisitor(t);
    const account = await connectFake(api, provider);
    const { accountOptions: _dropped, ...withoutOptions } = provider.client;
    t.ctx.networks = { ...t.ctx.networks!, client: () => withoutOptions };
    const response = await api.get(`/api/social-accounts/${account.id}/options`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([]);
  });
});

describe('ménage', () => {
  it('efface les états utilisés ou expirés et les lignes d’attente abandonnées ; la liste les cache après 10 minutes', async () => {
    const { api, visitor } = await newVisitor(t);
    const used = await connectFake(api, provider);
    const fresh = await startConnect(api);
    const stale = await startConnect(api);
    const old = await startConnect(api);
    await t.ctx.db.execute(sql`update social_accounts set created_at = now() - interval '11 minutes' where id = ${stale.accountId}`);
    await t.ctx.db.execute(sql`update social_accounts set created_at = now() - interval '2 hours' where id = ${old.accountId}`);
    await t.ctx.db.execute(sql`update oauth_states set expires_at = now() - interval '1 minute' where account_id in (${stale.accountId}, ${old.accountId})`);

    const listed = (await api.get('/api/social-accounts')).json().data.map((a: { id: string }) => a.id);
    expect(listed.sort()).toEqual([used.id, fresh.accountId].sort());

    await purgeConnectionLeftovers(t.ctx);
    const states = (await stateRows(t)).filter((row) => row.user_id === visitor.userId);
    expect(states.map((row) => row.account_id)).toEqual([fresh.accountId]);
    expect(await accountRow(t, old.accountId)).toBeUndefined();
    expect(await accountRow(t, stale.accountId)).toBeDefined();
    expect(await accountRow(t, used.id)).toBeDefined();
    expect(await accountRow(t, fresh.accountId)).toBeDefined();
  });
});
