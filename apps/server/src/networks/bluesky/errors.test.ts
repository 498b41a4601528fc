import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { armFault, networkFailure } from '../test-support.ts';
import { readXrpcError } from './errors.ts';
import { blueskyAccount, xrpcPath } from './sandbox-account.test-support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => ({ status, body, headers: new Headers(headers) });

describe('Bluesky : erreurs XRPC', () => {
  it('lit {error, message} : jeton expiré ou invalide, limite avec sa fin, requête refusée, serveur', () => {
    expect(readXrpcError(answer(400, { error: 'ExpiredToken', message: 'Token has expired' }))!.kind).toBe('token_expired');
    expect(readXrpcError(answer(401, { error: 'InvalidToken' }))!.kind).toBe('token_expired');
    const limited = readXrpcError(answer(429, { error: 'RateLimitExceeded', message: 'Rate Limit Exceeded' }, { 'ratelimit-reset': '2000000000' }))!;
    expect(limited.kind).toBe('rate_limited');
    expect(limited.details.resetAt).toEqual(new Date(2_000_000_000_000));
    const refused = readXrpcError(answer(400, { error: 'InvalidRequest', message: 'Invalid app.bsky.feed.post record' }))!;
    expect(refused.kind).toBe('invalid_content');
    expect(refused.message).toBe('Bluesky : refus (HTTP 400) : InvalidRequest — Invalid app.bsky.feed.post record');
    expect(readXrpcError(answer(502, '<html>Bad gateway</html>'))!.kind).toBe('transient');
    expect(readXrpcError(answer(200, { uri: 'at://x' }))).toBeNull();
  });

  it('un jeton révoqué ou expiré : token_expired, et rien n’est publié', async () => {
    const { client, account } = await blueskyAccount(t, 'erreurs-jeton');
    await armFault(t, 'bluesky', 'publish', 'token_expired');
    const expired = await networkFailure(client.publish(account, { text: 'Après expiration' }));
    expect(expired.kind).toBe('token_expired');
    expect(expired.details.code).toBe('ExpiredToken');
    const revoked = await networkFailure(client.publish({ ...account, accessToken: 'eyJ.revoque.x' }, { text: 'Jeton inconnu' }));
    expect(revoked.kind).toBe('token_expired');
    expect(revoked.message).toMatch(/^Bluesky : refus \(HTTP 401\) : InvalidToken/);
    const feed = await t.app.inject({ url: `${xrpcPath('app.bsky.feed.getAuthorFeed')}?actor=${account.externalId}`, headers: { authorization: `Bearer ${account.accessToken}` } });
    // The fault expired the session's token: the PDS says so (400 ExpiredToken) from then on.
    expect(feed.statusCode).toBe(400);
    expect(feed.json()).toMatchObject({ error: 'ExpiredToken' });
  });

  it('429 à la publication : rate_limited avec sa fin, aucun post créé', async () => {
    const { client, account } = await blueskyAccount(t, 'erreurs-debit');
    await armFault(t, 'bluesky', 'publish', 'rate_limit');
    const limited = await networkFailure(client.publish(account, { text: 'Trop vite' }));
    expect(limited.kind).toBe('rate_limited');
    expect(limited.details.resetAt!.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(await client.recentPosts!(account, { since: new Date(Date.now() - 60_000), limit: 5 })).toEqual([]);
  });

  it('une page HTML ou un JSON tronqué : des erreurs lisibles, jamais un plantage', async () => {
    const { client, account } = await blueskyAccount(t, 'erreurs-format');
    await armFault(t, 'bluesky', 'profile', 'html_error_page');
    expect((await networkFailure(client.profile(account))).message).toContain('403');
    await armFault(t, 'bluesky', 'profile', 'truncated_json');
    expect((await networkFailure(client.profile(account))).kind).toBe('unknown');
    await armFault(t, 'bluesky', 'publish', 'server_error');
    expect((await networkFailure(client.publish(account, { text: 'Serveur en panne' }))).kind).toBe('transient');
  });
});
