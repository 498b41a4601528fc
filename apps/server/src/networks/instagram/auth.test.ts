import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectThroughSandbox } from '../../test/sandbox-connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { accountOf, armFault, expectKind } from '../meta/graph.test-support.ts';
import type { NetworkClient } from '../types.ts';

let t: TestApp;
let client: NetworkClient;

beforeAll(async () => {
  t = await createTestApp();
  client = t.ctx.networks!.client('instagram');
});
afterAll(() => t?.close());

describe('Instagram : connexion par Facebook Login', () => {
  it('envoie vers le dialogue de Facebook avec les permissions Instagram, sans PKCE', () => {
    const url = new URL(client.authorizationUrl({ state: 'etat-ig', redirectUri: `${t.ctx.config.publicUrl}/oauth/callback/instagram` }));
    expect(client.usesPkce).toBe(false);
    expect(url.pathname).toBe('/sandbox/instagram/v25.0/dialog/oauth');
    expect(url.searchParams.get('scope')?.split(',')).toEqual(expect.arrayContaining(['instagram_basic', 'instagram_content_publish', 'pages_show_list']));
    expect(url.searchParams.get('redirect_uri')).toBe(`${t.ctx.config.publicUrl}/oauth/callback/instagram`);
  });

  it('trouve le compte professionnel relié à la Page et garde le jeton de cette Page', async () => {
    const connection = await connectThroughSandbox(t, client, 'atelier_ceramique');
    expect(connection.profile.externalId).toMatch(/^17841\d{12}$/);
    expect(connection.profile.username).toBe('atelier_ceramique');
    expect(connection.profile.pictureUrl).toContain('/sandbox/avatar/atelier_ceramique.svg');
    expect(connection.settings?.pageId).toMatch(/^\d{15}$/);
    expect(connection.tokens.refreshToken?.startsWith(`${connection.settings!.pageId}|`)).toBe(true);
    expect(await client.profile(accountOf(connection))).toEqual(connection.profile);
  });

  it('refuse un compte Facebook dont les Pages n’ont pas de compte Instagram professionnel', async () => {
    const error = await expectKind(connectThroughSandbox(t, client, 'sans_instagram_x'), 'permission_missing');
    expect(error.message).toMatch(/^Instagram : aucun compte Instagram professionnel/);
    await expectKind(connectThroughSandbox(t, client, 'sans_page_y'), 'permission_missing');
  });

  it('renouvelle le jeton de Page, et réclame une reconnexion quand le jeton gardé est mort', async () => {
    const connection = await connectThroughSandbox(t, client, 'renouvelle_ig');
    const renewed = await client.refresh(connection.tokens);
    expect((await client.profile({ ...accountOf(connection), accessToken: renewed.accessToken })).username).toBe('renouvelle_ig');
    await expectKind(client.refresh({ accessToken: renewed.accessToken, refreshToken: 'pas-un-jeton' }), 'token_expired');
    await armFault(t, 'instagram', 'token', 'token_expired');
    await expectKind(client.refresh(renewed), 'token_expired');
  });
});
