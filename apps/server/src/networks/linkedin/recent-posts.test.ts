import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { nextSecond } from '../recent-posts.test-support.ts';
import { armFault, connectedSandboxClient, networkFailure, type Exchange } from '../test-support.ts';
import type { AccountCredentials, NetworkClient } from '../types.ts';
import { LINKEDIN_VERSION } from './api.ts';
import { definition } from './index.ts';

let t: TestApp;
let client: NetworkClient;
let account: AccountCredentials;
let exchanges: Exchange[];
const started = new Date(Date.now() - 60_000);

beforeAll(async () => {
  t = await createTestApp();
  ({ client, account, exchanges } = await connectedSandboxClient(t, definition, 'menuiserie'));
});
afterAll(() => t?.close());

describe('LinkedIn : publications récentes du membre', () => {
  it('retrouve les publications par auteur, la plus récente d’abord, le texte tel qu’envoyé (format « little » relu)', async () => {
    const first = await client.publish(account, { text: 'Nouvel atelier ouvert à Nantes' });
    const second = await client.publish(account, { text: 'Table en chêne (massif) #bois @atelier -20 %' });
    exchanges.splice(0);
    const posts = await client.recentPosts!(account, { since: started, limit: 10 });
    expect(posts.map((post) => [post.externalId, post.url, post.text])).toEqual([
      [second.externalId, second.url, 'Table en chêne (massif) #bois @atelier -20 %'],
      [first.externalId, first.url, 'Nouvel atelier ouvert à Nantes'],
    ]);
    expect(posts[0]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const [call] = exchanges;
    expect(Object.fromEntries(call!.url.searchParams)).toEqual({ author: `urn:li:person:${account.externalId}`, q: 'author', count: '10', start: '0', sortBy: 'CREATED' });
    expect(call!.requestHeaders.get('linkedin-version')).toBe(LINKEDIN_VERSION);
    expect(call!.requestHeaders.get('x-restli-protocol-version')).toBe('2.0.0');
    expect((call!.responseBody as { elements: { commentary: string }[] }).elements[0]!.commentary).toBe('Table en chêne \\(massif\\) \\#bois \\@atelier -20 %');
  });

  it('ne rend que ce qui est paru depuis `since`, au plus `limit`, en suivant les pages par `start`', async () => {
    const since = await nextSecond();
    const after = await client.publish(account, { text: 'Après la limite' });
    const latest = await client.publish(account, { text: 'Encore après' });
    expect((await client.recentPosts!(account, { since, limit: 10 })).map((post) => post.externalId)).toEqual([latest.externalId, after.externalId]);
    expect((await client.recentPosts!(account, { since: started, limit: 1 })).map((post) => post.text)).toEqual(['Encore après']);

    const headers = { authorization: `Bearer ${account.accessToken}`, 'linkedin-version': LINKEDIN_VERSION, 'x-restli-protocol-version': '2.0.0' };
    const author = encodeURIComponent(`urn:li:person:${account.externalId}`);
    const page = (start: number) => t.app.inject({ url: `/sandbox/linkedin/rest/posts?author=${author}&q=author&count=3&start=${start}`, headers }).then((r) => r.json());
    const [one, two] = [await page(0), await page(3)];
    expect(one.paging.links[0].rel).toBe('next');
    expect([...one.elements, ...two.elements].map((post: { id: string }) => post.id)).toHaveLength(4);
    expect(two.paging.links).toEqual([]);
  });

  it('refuse de lister les publications d’un autre membre (403) et traduit les fautes', async () => {
    const other = await connectedSandboxClient(t, definition, 'concurrent');
    const denied = await networkFailure(client.recentPosts!({ ...account, settings: { author: `urn:li:person:${other.account.externalId}` } }, { since: started, limit: 5 }));
    expect(denied.kind).toBe('permission_missing');
    await armFault(t, 'linkedin', 'recent', 'token_expired');
    expect((await networkFailure(client.recentPosts!(account, { since: started, limit: 5 }))).kind).toBe('token_expired');
    await armFault(t, 'linkedin', 'recent', 'server_error');
    expect((await networkFailure(client.recentPosts!(account, { since: started, limit: 5 }))).kind).toBe('transient');
    await armFault(t, 'linkedin', 'recent', 'rate_limit');
    expect((await networkFailure(client.recentPosts!(account, { since: started, limit: 5 }))).kind).toBe('rate_limited');
  });
});
