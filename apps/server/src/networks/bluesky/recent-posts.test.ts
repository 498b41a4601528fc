import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { blueskyAccount, xrpcPath } from './sandbox-account.test-support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('Bluesky : publications récentes du compte', () => {
  it('lit le fil de l’auteur, le plus récent d’abord, page par page, jusqu’à la date demandée', async () => {
    const { client, account, exchanges } = await blueskyAccount(t, 'recents');
    const since = new Date(Date.now() - 1_000);
    const texts = ['Premier', 'Deuxième', 'Troisième'];
    const published = [];
    for (const text of texts) published.push(await client.publish(account, { text }));
    exchanges.splice(0);
    const recent = await client.recentPosts!(account, { since, limit: 10 });
    expect(recent.map((post) => post.text)).toEqual(texts.toReversed());
    expect(recent.map((post) => post.externalId)).toEqual(published.map((post) => post.externalId).toReversed());
    expect(recent[0]!.url).toBe(published[2]!.url);
    expect(exchanges[0]!.url.pathname).toBe(xrpcPath('app.bsky.feed.getAuthorFeed'));
    expect(exchanges[0]!.url.searchParams.get('actor')).toBe(account.externalId);

    exchanges.splice(0);
    const two = await client.recentPosts!(account, { since, limit: 2 });
    expect(two.map((post) => post.text)).toEqual(['Troisième', 'Deuxième']);
    expect(exchanges[0]!.url.searchParams.get('limit')).toBe('2');
    expect(await client.recentPosts!(account, { since: new Date(Date.now() + 60_000), limit: 5 })).toEqual([]);
  });
});
