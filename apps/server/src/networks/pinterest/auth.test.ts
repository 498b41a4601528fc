import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectThroughSandbox } from '../../test/sandbox-connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { armFault, connectedSandboxClient, networkFailure, sandboxClient } from '../test-support.ts';
import { contractProblems } from './contract-check.ts';
import { definition } from './index.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('Pinterest : connexion OAuth et compte', () => {
  it('passe par la page de consentement, échange le code en HTTP Basic et garde le premier tableau', async () => {
    const { client, exchanges } = sandboxClient(t, definition);
    const redirectUri = `${t.ctx.config.publicUrl}/oauth/callback/pinterest`;
    const url = new URL(client.authorizationUrl({ state: 's1', redirectUri }));
    expect(url.pathname).toBe('/sandbox/pinterest/oauth/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'publia-sandbox',
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'boards:read,boards:write,pins:read,pins:write,user_accounts:read',
      state: 's1',
    });

    const connection = await connectThroughSandbox(t, client, 'fleuriste_rose');
    expect(connection.profile).toMatchObject({ username: 'fleuriste_rose', displayName: 'fleuriste_rose' });
    expect(connection.profile.externalId).toMatch(/^\d+$/);
    expect(connection.profile.followers).toBeGreaterThan(0);
    expect(connection.tokens.refreshToken).toBeTruthy();
    expect(connection.tokens.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);

    const [token, profile, boards] = exchanges;
    expect(token!.url.pathname).toBe('/sandbox/pinterest/v5/oauth/token');
    expect(token!.requestHeaders.get('authorization')).toBe(`Basic ${Buffer.from('publia-sandbox:publia-sandbox-secret').toString('base64')}`);
    expect(token!.requestBody).toEqual({ grant_type: 'authorization_code', code: expect.any(String), redirect_uri: redirectUri, continuous_refresh: 'true' });
    expect(token!.responseBody).toMatchObject({ response_type: 'authorization_code', token_type: 'bearer', refresh_token_expires_in: 5_184_000 });
    expect(profile!.url.pathname).toBe('/sandbox/pinterest/v5/user_account');
    const items = (boards!.responseBody as { items: { id: string }[] }).items;
    expect(items).toHaveLength(2);
    expect(connection.settings).toEqual({ boardId: items[0]!.id });
    expect(contractProblems(exchanges)).toEqual([]);
  });

  it('lit le profil et propose les tableaux comme réglage', async () => {
    const { client, account, exchanges } = await connectedSandboxClient(t, definition, 'profil_pinterest');
    exchanges.splice(0);
    const profile = await client.profile(account);
    expect(profile).toMatchObject({ externalId: account.externalId, username: 'profil_pinterest' });
    const [option] = await client.accountOptions!(account);
    expect(option).toMatchObject({ key: 'boardId', label: 'Tableau par défaut' });
    expect(option!.choices.map((choice) => choice.label)).toEqual(['Inspirations', 'Nos réalisations']);
    expect(option!.choices[0]!.value).toBe(account.settings.boardId);
    expect(exchanges[1]!.url.searchParams.get('page_size')).toBe('250');
    expect(contractProblems(exchanges)).toEqual([]);
  });

  it('renouvelle le jeton (un nouveau jeton de renouvellement à chaque fois) et refuse un jeton dépensé', async () => {
    const { client, connection, account, exchanges } = await connectedSandboxClient(t, definition, 'renouvellement');
    exchanges.splice(0);
    const renewed = await client.refresh(connection.tokens);
    expect(renewed.accessToken).not.toBe(connection.tokens.accessToken);
    expect(renewed.refreshToken).toBeTruthy();
    expect(renewed.refreshToken).not.toBe(connection.tokens.refreshToken);
    expect(exchanges[0]!.requestBody).toEqual({ grant_type: 'refresh_token', refresh_token: connection.tokens.refreshToken, continuous_refresh: 'true' });
    expect(exchanges[0]!.responseBody).toMatchObject({ response_type: 'refresh_token' });
    expect((await client.profile({ ...account, accessToken: renewed.accessToken })).username).toBe('renouvellement');

    const spent = await networkFailure(client.refresh(connection.tokens));
    expect(spent.kind).toBe('token_expired');
    expect(spent.details.status).toBe(400);
    expect((await networkFailure(client.refresh({ accessToken: 'x', refreshToken: null }))).kind).toBe('token_expired');
    expect(contractProblems(exchanges)).toEqual([]);
  });

  it('un jeton expiré l’est vraiment ensuite, et un renouvellement répare', async () => {
    const { client, connection, account, exchanges } = await connectedSandboxClient(t, definition, 'jeton_pin');
    await armFault(t, 'pinterest', 'profile', 'token_expired');
    expect((await networkFailure(client.profile(account))).kind).toBe('token_expired');
    expect((await networkFailure(client.profile(account))).kind).toBe('token_expired');
    const renewed = await client.refresh(connection.tokens);
    expect((await client.profile({ ...account, accessToken: renewed.accessToken })).username).toBe('jeton_pin');
    expect(contractProblems(exchanges)).toEqual([]);
  });

  it.each([
    ['server_error', 'transient'],
    ['rate_limit', 'rate_limited'],
    ['html_error_page', 'unknown'],
    ['truncated_json', 'unknown'],
  ] as const)('%s sur le jeton → %s', async (fault, kind) => {
    const { client, connection } = await connectedSandboxClient(t, definition, `jeton_${fault}`);
    await armFault(t, 'pinterest', 'token', fault);
    const error = await networkFailure(client.refresh(connection.tokens));
    expect(error.kind).toBe(kind);
    expect(error.message).toContain('Pinterest');
  });
});
