import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectThroughSandbox } from '../../test/sandbox-connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { networkFailure, sandboxClient } from '../test-support.ts';
import { definition } from './index.ts';

const BASE = '/sandbox/linkedin';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('LinkedIn — OAuth 3 étapes et profil OpenID', () => {
  it("l'URL d'autorisation porte les scopes du membre et des Pages, l'état et pas de PKCE", () => {
    const { client } = sandboxClient(t, definition);
    const url = new URL(client.authorizationUrl({ state: 'etat-42', redirectUri: 'http://localhost:3000/oauth/callback/linkedin' }));
    expect(url.pathname).toBe(`${BASE}/oauth/v2/authorization`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'publia-sandbox',
      redirect_uri: 'http://localhost:3000/oauth/callback/linkedin',
      state: 'etat-42',
      scope: 'openid profile email w_member_social r_member_postAnalytics w_organization_social r_organization_social rw_organization_admin',
    });
    expect(client.usesPkce).toBe(false);
  });

  it('parcourt la page de consentement, échange le code (id et secret dans le formulaire) et lit /v2/userinfo', async () => {
    const { client, exchanges } = sandboxClient(t, definition);
    const connection = await connectThroughSandbox(t, client, 'marie.curie');
    expect(connection.tokens.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 59 * 86_400_000);
    expect(connection.tokens.refreshToken).toBeTruthy();
    // The name as typed, and the followers the sandbox counts for this member, read at the connection.
    expect(connection.profile).toMatchObject({ username: 'marie.curie', displayName: 'marie.curie' });
    const member = { accessToken: connection.tokens.accessToken, externalId: connection.profile.externalId, username: 'marie.curie', settings: connection.settings ?? {} };
    const { followers } = await client.accountMetrics(member);
    expect(followers).toBeGreaterThan(0);
    expect(connection.profile.followers).toBe(followers);
    expect(connection.profile.externalId).toMatch(/^\d+$/);

    const [token, userinfo] = exchanges;
    expect(token!.url.pathname).toBe(`${BASE}/oauth/v2/accessToken`);
    expect(token!.requestBody).toMatchObject({ grant_type: 'authorization_code', client_id: 'publia-sandbox', client_secret: 'publia-sandbox-secret' });
    expect(userinfo!.url.pathname).toBe(`${BASE}/v2/userinfo`);
    expect(userinfo!.requestHeaders.get('authorization')).toBe(`Bearer ${connection.tokens.accessToken}`);
  });

  it('renouvelle avec le jeton de renouvellement, qui reste le même ; un jeton inconnu est token_expired', async () => {
    const { client } = sandboxClient(t, definition);
    const connection = await connectThroughSandbox(t, client, 'renouvellement');
    const renewed = await client.refresh(connection.tokens);
    expect(renewed.accessToken).not.toBe(connection.tokens.accessToken);
    expect(renewed.refreshToken).toBe(connection.tokens.refreshToken);
    await expect(client.profile({ accessToken: renewed.accessToken, externalId: '', username: '', settings: {} })).resolves.toMatchObject({ username: 'renouvellement' });

    const error = await networkFailure(client.refresh({ accessToken: 'x', refreshToken: 'rt_inconnu' }));
    expect(error.kind).toBe('token_expired');
    expect(error.message).toMatch(/^LinkedIn : /);
  });

  it('sans jeton de renouvellement (cas de la plupart des applications), token_expired sans appel', async () => {
    const { client, exchanges } = sandboxClient(t, definition);
    const error = await networkFailure(client.refresh({ accessToken: 'at', refreshToken: null }));
    expect(error.kind).toBe('token_expired');
    expect(error.message).toContain('reconnectez le compte');
    expect(exchanges).toHaveLength(0);
  });

  it('un code déjà utilisé est refusé (token_expired : il faut reconsentir)', async () => {
    const { client } = sandboxClient(t, definition);
    const redirectUri = `${t.ctx.config.publicUrl}/oauth/callback/linkedin`;
    const authorize = new URL(client.authorizationUrl({ state: 's', redirectUri }));
    const consent = await t.app.inject({ method: 'GET', url: authorize.pathname + authorize.search });
    const fields = Object.fromEntries([...consent.body.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
    const approved = await t.app.inject({
      method: 'POST',
      url: '/sandbox/_consent',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...fields, username: 'code_unique', decision: 'allow' }).toString(),
    });
    const code = new URL(String(approved.headers.location)).searchParams.get('code')!;
    await client.exchangeCode({ code, redirectUri });
    expect((await networkFailure(client.exchangeCode({ code, redirectUri }))).kind).toBe('token_expired');
  });

  it('un jeton d’accès inconnu est token_expired (401 INVALID_ACCESS_TOKEN)', async () => {
    const { client } = sandboxClient(t, definition);
    const error = await networkFailure(client.profile({ accessToken: 'at_inconnu', externalId: '', username: '', settings: {} }));
    expect(error).toMatchObject({ kind: 'token_expired', details: { status: 401, code: 'INVALID_ACCESS_TOKEN' } });
  });
});
