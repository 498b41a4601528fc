import { describe, expect, it } from 'vitest';
import { nextSecond } from '../recent-posts.test-support.ts';
import { armFault, connectedSandboxClient, networkFailure, sandboxSuite } from '../test-support.ts';
import { LINKEDIN_VERSION } from './api.ts';
import { definition } from './index.ts';

const started = new Date(Date.now() - 60_000);

const s = sandboxSuite(definition, 'menuiserie');

describe('LinkedIn : publications récentes du membre', () => {
  it('retrouve les publications par auteur, la plus récente d’abord, le texte tel qu’envoyé (format « little » relu)', async () => {
    const first = await s.client.publish(s.account, { text: 'Nouvel atelier ouvert à Nantes' });
    const second = await s.client.publish(s.account, { text: 'Table en chêne (massif) #bois @atelier -20 %' });
    s.exchanges.splice(0);
    const posts = await s.client.recentPosts!(s.account, { since: started, limit: 10 });
    expect(posts.map((post) => [post.externalId, post.url, post.text])).toEqual([
      [second.externalId, second.url, 'Table en chêne (massif) #bois @atelier -20 %'],
      [first.externalId, first.url, 'Nouvel atelier ouvert à Nantes'],
    ]);
    expect(posts[0]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const [call] = s.exchanges;
    expect(Object.fromEntries(call!.url.searchParams)).toEqual({ author: `urn:li:person:${s.account.externalId}`, q: 'author', count: '10', start: '0', sortBy: 'CREATED' });
    expect(call!.requestHeaders.get('linkedin-version')).toBe(LINKEDIN_VERSION);
    expect(call!.requestHeaders.get('x-restli-protocol-version')).toBe('2.0.0');
    expect((call!.responseBody as { elements: { commentary: string }[] }).elements[0]!.commentary).toBe('Table en chêne \\(massif\\) \\#bois \\@atelier -20 %');
  });

  it('ne rend que ce qui est paru depuis `since`, au plus `limit`, en suivant les pages par `start`', async () => {
    const since = await nextSecond();
    const after = await s.client.publish(s.account, { text: 'Après la limite' });
    const latest = await s.client.publish(s.account, { text: 'Encore après' });
    expect((await s.client.recentPosts!(s.account, { since, limit: 10 })).map((post) => post.externalId)).toEqual([latest.externalId, after.externalId]);
    expect((await s.client.recentPosts!(s.account, { since: started, limit: 1 })).map((post) => post.text)).toEqual(['Encore après']);

    const headers = { authorization: `Bearer ${s.account.accessToken}`, 'linkedin-version': LINKEDIN_VERSION, 'x-restli-protocol-version': '2.0.0' };
    const author = encodeURIComponent(`urn:li:person:${s.account.externalId}`);
    const page = (start: number) => s.t.app.inject({ url: `/sandbox/linkedin/rest/posts?author=${author}&q=author&count=3&start=${start}`, headers }).then((r) => r.json());
    const [one, two] = [await page(0), await page(3)];
    expect(one.paging.links[0].rel).toBe('next');
    expect([...one.elements, ...two.elements].map((post: { id: string }) => post.id)).toHaveLength(4);
    expect(two.paging.links).toEqual([]);
  });

  it('refuse de lister les publications d’un autre membre (403) et traduit les fautes', async () => {
    const other = await connectedSandboxClient(s.t, definition, 'concurrent');
    const denied = await networkFailure(s.client.recentPosts!({ ...s.account, settings: { author: `urn:li:person:${other.account.externalId}` } }, { since: started, limit: 5 }));
    expect(denied.kind).toBe('permission_missing');
    await armFault(s.t, 'linkedin', 'recent', 'token_expired');
    expect((await networkFailure(s.client.recentPosts!(s.account, { since: started, limit: 5 }))).kind).toBe('token_expired');
    await armFault(s.t, 'linkedin', 'recent', 'server_error');
    expect((await networkFailure(s.client.recentPosts!(s.account, { since: started, limit: 5 }))).kind).toBe('transient');
    await armFault(s.t, 'linkedin', 'recent', 'rate_limit');
    expect((await networkFailure(s.client.recentPosts!(s.account, { since: started, limit: 5 }))).kind).toBe('rate_limited');
  });
});
