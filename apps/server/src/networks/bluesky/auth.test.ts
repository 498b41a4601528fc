import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { callLines, networkFailure, sandboxClient } from '../test-support.ts';
import { jwtExpiry } from './auth.ts';
import { definition } from './index.ts';
import { APP_PASSWORD, BASE, blueskyAccount, xrpcPath } from './sandbox-account.test-support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('Bluesky : connexion par mot de passe d’application', () => {
  it('résout l’identifiant (DID puis PDS), ouvre une session et lit le profil', async () => {
    const { client, exchanges } = sandboxClient(t, definition);
    const connection = await client.connectForms!.connectDirect!('appPassword', { handle: '@Boulangerie-Lea.bsky.social ', appPassword: APP_PASSWORD });
    expect(callLines(exchanges)).toEqual([
      `GET ${xrpcPath('com.atproto.identity.resolveHandle')}`,
      `GET ${BASE}/plc/${connection.profile.externalId}`,
      `POST ${xrpcPath('com.atproto.server.createSession')}`,
      `GET ${xrpcPath('app.bsky.actor.getProfile')}`,
    ]);
    expect(exchanges[0]!.url.searchParams.get('handle')).toBe('boulangerie-lea.bsky.social');
    expect(exchanges[2]!.requestBody).toEqual({ identifier: connection.profile.externalId, password: APP_PASSWORD });
    expect(connection.profile).toMatchObject({ username: 'boulangerie-lea.bsky.social' });
    expect(connection.profile.externalId).toMatch(/^did:plc:[a-z2-7]{24}$/);
    expect(connection.profile.followers).toBeGreaterThan(0);
    expect(connection.settings).toEqual({ pds: `${t.ctx.config.publicUrl}${BASE}`, auth: 'appPassword' });
    // The access JWT is the access token, its `exp` the expiry (2 hours), the refresh JWT the refresh token.
    expect(connection.tokens.expiresAt).toEqual(jwtExpiry(connection.tokens.accessToken));
    expect(connection.tokens.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 119 * 60_000);
    expect(connection.tokens.refreshToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('refuse le mot de passe du compte et un identifiant mal formé avant tout appel, en français', async () => {
    const { client, exchanges } = sandboxClient(t, definition);
    const password = await networkFailure(client.connectForms!.connectDirect!('appPassword', { handle: 'lea.bsky.social', appPassword: 'MonMotDePasse2024' }));
    expect(password.kind).toBe('invalid_content');
    expect(password.message).toContain('mot de passe d’application');
    const handle = await networkFailure(client.connectForms!.connectDirect!('appPassword', { handle: 'pas un identifiant', appPassword: APP_PASSWORD }));
    expect(handle.message).toContain('n’est pas un identifiant Bluesky');
    expect(exchanges).toEqual([]);
  });

  it('un identifiant hors du monde du bac à sable ne correspond à aucun compte', async () => {
    const { client, exchanges } = sandboxClient(t, definition);
    const unknown = await networkFailure(client.connectForms!.connectDirect!('appPassword', { handle: 'personne.exemple.fr', appPassword: APP_PASSWORD }));
    expect(unknown.kind).toBe('invalid_content');
    expect(unknown.message).toBe('Bluesky : l’identifiant « personne.exemple.fr » ne correspond à aucun compte Bluesky');
    expect(callLines(exchanges)).toEqual([`GET ${xrpcPath('com.atproto.identity.resolveHandle')}`]);
    expect(exchanges[0]!.responseBody).toEqual({ error: 'InvalidRequest', message: 'Unable to resolve handle' });
  });

  it('le bac à sable refuse lui-même un mot de passe qui n’est pas d’application (AuthFactorTokenRequired)', async () => {
    const answer = await t.app.inject({ method: 'POST', url: xrpcPath('com.atproto.server.createSession'), payload: { identifier: 'lea.bsky.social', password: 'secret' } });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ error: 'AuthFactorTokenRequired', message: expect.any(String) });
  });

  it('renouvelle la session avec le refreshJwt (nouvelle paire), refuse un refreshJwt dépensé', async () => {
    const { client, connection, account, exchanges } = await blueskyAccount(t, 'renouvellement');
    const renewed = await client.refresh(connection.tokens);
    expect(exchanges[0]!.url.pathname).toBe(xrpcPath('com.atproto.server.refreshSession'));
    expect(exchanges[0]!.requestHeaders.get('authorization')).toBe(`Bearer ${connection.tokens.refreshToken}`);
    expect(renewed.accessToken).not.toBe(connection.tokens.accessToken);
    expect(renewed.refreshToken).not.toBe(connection.tokens.refreshToken);
    expect(renewed.scope).toBe(connection.tokens.scope);
    expect((await client.profile({ ...account, accessToken: renewed.accessToken })).username).toBe('renouvellement.bsky.social');
    const spent = await networkFailure(client.refresh(connection.tokens));
    expect(spent.kind).toBe('token_expired');
    expect(spent.details.code).toBe('ExpiredToken');
    // Only one createSession: at connection.
    expect(exchanges.filter((exchange) => exchange.url.pathname.endsWith('createSession'))).toEqual([]);
  });

  it('met fin à la session à la déconnexion (deleteSession) : le jeton ne sert plus', async () => {
    const { client, account, exchanges, connection } = await blueskyAccount(t, 'deconnexion');
    // The access JWT alone does not end a session: the PDS takes its refresh JWT.
    expect((await networkFailure(client.revoke!(account, { ...connection.tokens, refreshToken: null }))).message).toContain('InvalidToken');
    exchanges.length = 0;
    await client.revoke!(account, connection.tokens);
    expect(callLines(exchanges)).toEqual([`POST ${xrpcPath('com.atproto.server.deleteSession')}`]);
    const revoked = await networkFailure(client.profile(account));
    expect(revoked.kind).toBe('token_expired');
    expect(revoked.message).toContain('InvalidToken');
  });

  it('trente sessions en cinq minutes au plus : la suivante est limitée, avec la fin de la limite', async () => {
    const { client } = sandboxClient(t, definition);
    const fields = { handle: 'trop-de-sessions.bsky.social', appPassword: APP_PASSWORD };
    for (let i = 0; i < 30; i++) await client.connectForms!.connectDirect!('appPassword', fields);
    const limited = await networkFailure(client.connectForms!.connectDirect!('appPassword', fields));
    expect(limited.kind).toBe('rate_limited');
    expect(limited.details.resetAt!.getTime()).toBeGreaterThan(Date.now() + 60_000);
    expect(limited.message).toContain('RateLimitExceeded');
  });
});
