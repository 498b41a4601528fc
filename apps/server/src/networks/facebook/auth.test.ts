import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectThroughSandbox } from '../../test/sandbox-connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { accountOf, armFault, expectKind } from '../meta/graph.test-support.ts';
import type { NetworkClient } from '../types.ts';

let t: TestApp;
let client: NetworkClient;

beforeAll(async () => {
  t = await createTestApp();
  client = t.ctx.networks!.client('facebook');
});
afterAll(() => t?.close());

describe('Facebook : connexion par Facebook Login', () => {
  it('envoie vers le dialogue OAuth versionné avec les permissions des Pages, sans PKCE', () => {
    const url = new URL(client.authorizationUrl({ state: 'etat-1', redirectUri: `${t.ctx.config.publicUrl}/oauth/callback/facebook` }));
    expect(client.usesPkce).toBe(false);
    expect(url.pathname).toBe('/sandbox/facebook/v25.0/dialog/oauth');
    expect(url.searchParams.get('client_id')).toBe('publia-sandbox');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('state')).toBe('etat-1');
    expect(url.searchParams.get('scope')?.split(',')).toEqual(expect.arrayContaining(['pages_manage_posts', 'pages_show_list', 'read_insights']));
  });

  it('échange le code, garde le jeton de la première Page et la liste des Pages', async () => {
    const connection = await connectThroughSandbox(t, client, 'boulangerie_martin');
    expect(connection.tokens.accessToken).toMatch(/^at_/);
    expect(connection.tokens.expiresAt).toBeNull();
    expect(connection.tokens.refreshToken).toContain(`${connection.settings?.pageId}|`);
    expect(connection.profile.externalId).toBe(connection.settings?.pageId);
    expect(connection.profile.username).toBe('boulangerie_martin');
    expect(connection.profile.displayName).toBe('boulangerie_martin');
    expect(connection.profile.followers).toBeGreaterThan(0);
    expect(JSON.parse(connection.settings!.pages!)).toHaveLength(2);

    const profile = await client.profile(accountOf(connection));
    expect(profile).toEqual(connection.profile);
  });

  it('propose le choix de la Page parmi celles accordées', async () => {
    const account = accountOf(await connectThroughSandbox(t, client, 'fleuriste_lea'));
    const [option] = await client.accountOptions!(account);
    expect(option?.key).toBe('pageId');
    expect(option?.label).toBe('Page Facebook');
    expect(option?.choices.map((choice) => choice.label)).toEqual(['fleuriste_lea', 'fleuriste_lea — Boutique']);
    expect(option?.choices[0]?.value).toBe(account.settings.pageId);
  });

  it('changer de Page donne le jeton et le profil de la nouvelle Page, qui peut alors publier', async () => {
    const connection = await connectThroughSandbox(t, client, 'fromagerie_paul');
    const account = accountOf(connection);
    const [option] = await client.accountOptions!(account);
    const other = option!.choices.find((choice) => choice.value !== account.settings.pageId)!;

    const switched = await client.applySettings!(connection.tokens, { ...account.settings, pageId: other.value });
    expect(switched.profile.externalId).toBe(other.value);
    expect(switched.settings).toMatchObject({ pageId: other.value, pageName: other.label });
    expect(switched.tokens.accessToken).not.toBe(connection.tokens.accessToken);
    expect(switched.tokens.refreshToken).toMatch(new RegExp(`^${other.value}\\|`));

    const onNewPage = { ...account, accessToken: switched.tokens.accessToken, externalId: other.value, settings: { ...account.settings, ...switched.settings } };
    const post = await client.publish(onNewPage, { text: 'Nouveau sur la Boutique' });
    expect(post.externalId.startsWith(`${other.value}_`)).toBe(true);
  });

  it('refuse un compte sans Page : permission manquante', async () => {
    const error = await expectKind(connectThroughSandbox(t, client, 'sans_page_perso'), 'permission_missing');
    expect(error.message).toMatch(/^Facebook : .*aucune Page/);
  });

  it('refuse un code déjà utilisé', async () => {
    const redirectUri = `${t.ctx.config.publicUrl}/oauth/callback/facebook`;
    const error = await expectKind(client.exchangeCode({ code: 'code_inconnu', redirectUri }), 'invalid_content');
    expect(error.details.code).toBe('100/36009');
  });
});

describe('Facebook : renouvellement', () => {
  it('dérive un nouveau jeton de Page de l’échange longue durée, utilisable aussitôt', async () => {
    const connection = await connectThroughSandbox(t, client, 'refresh_ok');
    const renewed = await client.refresh(connection.tokens);
    expect(renewed.accessToken).not.toBe(connection.tokens.accessToken);
    expect(renewed.refreshToken).toMatch(new RegExp(`^${connection.settings!.pageId}\\|at_`));
    const profile = await client.profile({ ...accountOf(connection), accessToken: renewed.accessToken });
    expect(profile.externalId).toBe(connection.settings!.pageId);
  });

  it('sans jeton de renouvellement, ou avec un jeton inconnu ou expiré : token_expired', async () => {
    const connection = await connectThroughSandbox(t, client, 'refresh_ko');
    await expectKind(client.refresh({ accessToken: connection.tokens.accessToken }), 'token_expired');
    await expectKind(client.refresh({ ...connection.tokens, refreshToken: `${connection.settings!.pageId}|at_inconnu` }), 'token_expired');
    await armFault(t, 'facebook', 'token', 'token_expired');
    const error = await expectKind(client.refresh(connection.tokens), 'token_expired');
    expect(error.details.code).toBe('190/463');
  });
});
