import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectThroughSandbox } from '../../test/sandbox-connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { armFault, connectedSandboxClient, networkFailure, sandboxClient } from '../test-support.ts';
import { definition } from './index.ts';

let t: TestApp;
const callback = () => `${t.ctx.config.publicUrl}/oauth/callback/tiktok`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('TikTok : connexion OAuth (Login Kit v2)', () => {
  it('envoie client_key (et non client_id) vers la page de consentement, puis échange le code au formulaire', async () => {
    const { client, exchanges } = sandboxClient(t, definition);
    const url = new URL(client.authorizationUrl({ state: 's1', redirectUri: callback() }));
    expect(url.pathname).toBe('/sandbox/tiktok/v2/auth/authorize/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_key: 'publia-sandbox',
      scope: 'user.info.basic,user.info.profile,user.info.stats,video.publish,video.list',
      response_type: 'code',
      redirect_uri: callback(),
      state: 's1',
    });

    const connection = await connectThroughSandbox(t, client, 'atelier_lumiere');
    expect(connection.profile).toMatchObject({ username: 'atelier_lumiere', displayName: 'atelier_lumiere' });
    expect(connection.profile.externalId).toMatch(/^\d+$/);
    expect(connection.profile.followers).toBeGreaterThan(0);
    expect(connection.tokens.refreshToken).toBeTruthy();
    const lifetime = connection.tokens.expiresAt!.getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(86_000_000);
    expect(lifetime).toBeLessThanOrEqual(86_400_000);

    const [token, info] = exchanges;
    expect(token!.url.pathname).toBe('/sandbox/tiktok/v2/oauth/token/');
    expect(token!.requestContentType).toBe('application/x-www-form-urlencoded');
    expect(token!.requestBody).toMatchObject({
      client_key: 'publia-sandbox',
      client_secret: 'publia-sandbox-secret',
      grant_type: 'authorization_code',
      redirect_uri: callback(),
    });
    expect(token!.responseBody).toMatchObject({ token_type: 'Bearer', expires_in: 86_400, refresh_expires_in: 31_536_000 });
    expect(info!.url.pathname).toBe('/sandbox/tiktok/v2/user/info/');
    expect(info!.url.searchParams.get('fields')).toBe('open_id,union_id,avatar_url,display_name,username,follower_count');
    expect(info!.responseBody).toMatchObject({ error: { code: 'ok' } });
  });

  it('la page d’autorisation refuse une demande sans client_key, avant tout consentement', async () => {
    const answer = await t.app.inject({ url: `/sandbox/tiktok/v2/auth/authorize/?response_type=code&redirect_uri=${encodeURIComponent(callback())}` });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('« client_key »');
  });

  it('un code inconnu est refusé en HTTP 200, et le client le lit dans le corps', async () => {
    const { client, exchanges } = sandboxClient(t, definition);
    const error = await networkFailure(client.exchangeCode({ code: 'code_inconnu', redirectUri: callback() }));
    expect(exchanges[0]!.status).toBe(200);
    expect(exchanges[0]!.responseBody).toMatchObject({ error: 'invalid_grant' });
    expect(error.kind).toBe('token_expired');
    expect(error.message).toContain('TikTok');
  });

  it('lit le profil, renouvelle le jeton, et refuse un jeton de renouvellement invalide', async () => {
    const { client, connection, account } = await connectedSandboxClient(t, definition, 'profil_tiktok');
    const profile = await client.profile(account);
    expect(profile).toMatchObject({ externalId: connection.profile.externalId, username: 'profil_tiktok', displayName: 'profil_tiktok' });
    expect(profile.pictureUrl).toContain('/sandbox/avatar/');

    const renewed = await client.refresh(connection.tokens);
    expect(renewed.accessToken).not.toBe(connection.tokens.accessToken);
    expect(renewed.refreshToken).toBe(connection.tokens.refreshToken);
    expect((await client.profile({ ...account, accessToken: renewed.accessToken })).username).toBe('profil_tiktok');

    expect((await networkFailure(client.refresh({ accessToken: 'x', refreshToken: 'rt_inconnu' }))).kind).toBe('token_expired');
    expect((await networkFailure(client.refresh({ accessToken: 'x', refreshToken: null }))).kind).toBe('token_expired');
  });

  it('token_expired → token_expired ; le jeton est alors vraiment expiré, et un renouvellement répare', async () => {
    const { client, connection, account } = await connectedSandboxClient(t, definition, 'jeton_expire');
    await armFault(t, 'tiktok', 'profile', 'token_expired');
    expect((await networkFailure(client.profile(account))).kind).toBe('token_expired');
    expect((await networkFailure(client.profile(account))).kind).toBe('token_expired');
    const renewed = await client.refresh(connection.tokens);
    expect((await client.profile({ ...account, accessToken: renewed.accessToken })).username).toBe('jeton_expire');
  });

  it.each(['server_error', 'rate_limit', 'html_error_page', 'truncated_json'] as const)('%s sur le jeton', async (fault) => {
    const { client, connection } = await connectedSandboxClient(t, definition, `jeton_${fault}`);
    await armFault(t, 'tiktok', 'token', fault);
    const error = await networkFailure(client.refresh(connection.tokens));
    expect(error.kind).toBe({ server_error: 'transient', rate_limit: 'rate_limited', html_error_page: 'unknown', truncated_json: 'unknown' }[fault]);
    expect(error.message).toContain('TikTok');
  });
});
