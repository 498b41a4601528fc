import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectThroughSandbox } from '../../test/sandbox-connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { connectedSandboxClient, failOnProblems, networkFailure, sandboxClient, type Exchange } from '../test-support.ts';
import { contractProblems } from './contract-check.ts';
import { definition } from './index.ts';

const BASE = '/sandbox/twitter';
let t: TestApp;
let recorded: Exchange[][] = [];

const track = <T extends { exchanges: Exchange[] }>(built: T) => (recorded.push(built.exchanges), built);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  const exchanges = recorded;
  recorded = [];
  failOnProblems(
    'X contract',
    exchanges.flatMap((list) => contractProblems(list)),
  );
});

describe('X — OAuth 2.0 avec PKCE', () => {
  it("l'URL d'autorisation porte le défi PKCE S256, les scopes de publication et l'état", () => {
    const { client } = sandboxClient(t, definition);
    const url = new URL(client.authorizationUrl({ state: 'etat-123', redirectUri: 'http://localhost:3000/oauth/callback/twitter', codeChallenge: 'defi' }));
    expect(url.pathname).toBe(`${BASE}/i/oauth2/authorize`);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe('publia-sandbox');
    expect(url.searchParams.get('code_challenge')).toBe('defi');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBe('etat-123');
    expect(url.searchParams.get('scope')!.split(' ')).toEqual(expect.arrayContaining(['tweet.write', 'media.write', 'offline.access']));
    expect(client.usesPkce).toBe(true);
    expect(() => client.authorizationUrl({ state: 's', redirectUri: 'http://localhost:3000/oauth/callback/twitter' })).toThrow(/PKCE/);
  });

  it('le bac à sable refuse une demande sans défi PKCE', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `${BASE}/i/oauth2/authorize?response_type=code&client_id=publia-sandbox&redirect_uri=http://localhost:3000/oauth/callback/twitter&state=s`,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('code_challenge');
  });

  it('parcourt la page de consentement, échange le code (Basic + vérificateur) et lit le profil', async () => {
    const built = track(sandboxClient(t, definition));
    const connection = await connectThroughSandbox(t, built.client, 'fleuriste_lyon');
    expect(connection.tokens.accessToken).toMatch(/^at_/);
    expect(connection.tokens.refreshToken).toMatch(/^rt_/);
    expect(connection.tokens.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 7000_000);
    expect(connection.tokens.scope).toContain('offline.access');
    expect(connection.profile).toMatchObject({ username: 'fleuriste_lyon', displayName: 'fleuriste_lyon' });
    expect(connection.profile.externalId).toMatch(/^\d+$/);
    expect(connection.profile.followers).toBeGreaterThan(0);
    expect(connection.profile.pictureUrl).toContain('/sandbox/avatar/');

    const token = built.exchanges.find((exchange) => exchange.url.pathname === `${BASE}/2/oauth2/token`)!;
    expect(token.requestHeaders.get('authorization')).toBe(`Basic ${Buffer.from('publia-sandbox:publia-sandbox-secret').toString('base64')}`);
    expect(token.requestBody).toMatchObject({ grant_type: 'authorization_code', client_id: 'publia-sandbox' });
    expect((token.requestBody as Record<string, string>).code_verifier).toBeTruthy();
    const me = built.exchanges.find((exchange) => exchange.url.pathname === `${BASE}/2/users/me`)!;
    expect(me.requestHeaders.get('authorization')).toBe(`Bearer ${connection.tokens.accessToken}`);
  });

  it('garde le nom tapé tel quel (majuscules, espace) ; seul le pseudo perd ce qu’un pseudo ne peut contenir', async () => {
    const built = track(sandboxClient(t, definition));
    const connection = await connectThroughSandbox(t, built.client, 'Fleuriste Lyon');
    expect(connection.profile).toMatchObject({ username: 'FleuristeLyon', displayName: 'Fleuriste Lyon' });
  });

  it('refuse un code échangé avec un mauvais vérificateur PKCE (token_expired : il faut reconsentir)', async () => {
    const built = track(sandboxClient(t, definition));
    const redirectUri = `${t.ctx.config.publicUrl}/oauth/callback/twitter`;
    const challenge = createHash('sha256').update('le-bon-verificateur').digest('base64url');
    const authorize = new URL(built.client.authorizationUrl({ state: 's1', redirectUri, codeChallenge: challenge }));
    const consent = await t.app.inject({ method: 'GET', url: authorize.pathname + authorize.search });
    const fields = Object.fromEntries([...consent.body.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
    const approved = await t.app.inject({
      method: 'POST',
      url: '/sandbox/_consent',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...fields, username: 'pkce_test', decision: 'allow' }).toString(),
    });
    const code = new URL(String(approved.headers.location)).searchParams.get('code')!;
    const error = await networkFailure(built.client.exchangeCode({ code, redirectUri, codeVerifier: 'un-autre-verificateur' }));
    expect(error.kind).toBe('token_expired');
    expect(error.message).toMatch(/^X : /);
  });

  it('renouvelle les jetons avec rotation ; le jeton de renouvellement usé est refusé (token_expired)', async () => {
    const { client, connection, exchanges } = track(await connectedSandboxClient(t, definition, 'rotation_test'));
    const renewed = await client.refresh(connection.tokens);
    expect(renewed.accessToken).not.toBe(connection.tokens.accessToken);
    expect(renewed.refreshToken).toBeTruthy();
    expect(renewed.refreshToken).not.toBe(connection.tokens.refreshToken);
    const profile = await client.profile({ accessToken: renewed.accessToken, externalId: connection.profile.externalId, username: 'rotation_test', settings: {} });
    expect(profile.username).toBe('rotation_test');

    const error = await networkFailure(client.refresh(connection.tokens));
    expect(error.kind).toBe('token_expired');
    expect(error.message).not.toContain(connection.tokens.refreshToken!);
    const refreshCall = exchanges.filter((exchange) => exchange.url.pathname === `${BASE}/2/oauth2/token`).at(-1)!;
    expect(refreshCall.requestBody).toMatchObject({ grant_type: 'refresh_token', client_id: 'publia-sandbox' });
  });

  it('sans jeton de renouvellement, token_expired sans rien envoyer', async () => {
    const built = track(sandboxClient(t, definition));
    const error = await networkFailure(built.client.refresh({ accessToken: 'at_x', refreshToken: null }));
    expect(error.kind).toBe('token_expired');
    expect(built.exchanges).toHaveLength(0);
  });

  it('un jeton d’accès inconnu est token_expired', async () => {
    const built = track(sandboxClient(t, definition));
    const error = await networkFailure(built.client.profile({ accessToken: 'at_inconnu', externalId: '1', username: 'x', settings: {} }));
    expect(error.kind).toBe('token_expired');
    expect(error.details.status).toBe(401);
  });
});
