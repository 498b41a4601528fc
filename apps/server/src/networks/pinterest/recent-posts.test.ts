import { describe, expect, it } from 'vitest';
import { sampleImage } from '../../test/sample-media.ts';
import { nextSecond } from '../recent-posts.test-support.ts';
import { armFault, connectedSandboxClient, failOnProblems, networkFailure, sandboxSuite } from '../test-support.ts';
import { contractProblems } from './contract-check.ts';
import { definition } from './index.ts';

const started = new Date(Date.now() - 60_000);
const photo = sampleImage({ url: 'https://media.exemple.fr/p/tarte.jpg', mimeType: 'image/jpeg' });

const s = sandboxSuite(definition, 'patissiere');

describe('Pinterest : épingles récentes du compte', () => {
  it('retrouve les épingles du compte, la plus récente d’abord, la description comme texte (contrat OpenAPI)', async () => {
    const first = await s.client.publish(s.account, { title: 'Tarte', text: 'Tarte aux fraises #patisserie', link: 'https://patisserie.fr', media: [photo] });
    const second = await s.client.publish(s.account, { text: 'Éclairs au chocolat', media: [photo] });
    s.exchanges.splice(0);
    const posts = await s.client.recentPosts!(s.account, { since: started, limit: 10 });
    expect(posts.map((post) => [post.externalId, post.url, post.text])).toEqual([
      [second.externalId, second.url, 'Éclairs au chocolat'],
      [first.externalId, first.url, 'Tarte aux fraises #patisserie'],
    ]);
    expect(posts[0]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(s.exchanges.map((exchange) => `${exchange.method} ${exchange.url.pathname}${exchange.url.search}`)).toEqual(['GET /sandbox/pinterest/v5/pins?page_size=10']);
    failOnProblems('Pinterest contract', contractProblems(s.exchanges));
  });

  it('ne rend que ce qui est paru depuis `since`, au plus `limit`, et rien d’un autre compte', async () => {
    const other = await connectedSandboxClient(s.t, definition, 'autre_patissiere');
    const since = await nextSecond();
    const after = await s.client.publish(s.account, { text: 'Après la limite', media: [photo] });
    await other.client.publish(other.account, { text: 'Chez une autre', media: [photo] });
    const latest = await s.client.publish(s.account, { text: 'Encore après', media: [photo] });
    s.exchanges.splice(0);
    expect((await s.client.recentPosts!(s.account, { since, limit: 10 })).map((post) => post.externalId)).toEqual([latest.externalId, after.externalId]);
    expect((await s.client.recentPosts!(s.account, { since: started, limit: 1 })).map((post) => post.text)).toEqual(['Encore après']);
    failOnProblems('Pinterest contract', contractProblems(s.exchanges));
  });

  it('le bac à sable pagine par `bookmark` (null à la fin) et refuse un page_size hors de 1 à 250', async () => {
    const headers = { authorization: `Bearer ${s.account.accessToken}` };
    const list = (query: string) => s.t.app.inject({ url: `/sandbox/pinterest/v5/pins?${query}`, headers });
    const first = (await list('page_size=3')).json();
    expect(first.items).toHaveLength(3);
    const second = (await list(`page_size=3&bookmark=${first.bookmark}`)).json();
    expect(second).toEqual({
      items: [expect.objectContaining({ description: 'Tarte aux fraises #patisserie', board_id: s.account.settings.boardId, link: 'https://patisserie.fr' })],
      bookmark: null,
    });
    const refused = await list('page_size=251');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('page_size');
  });

  it('traduit les fautes : 429 avec Retry-After, jeton expiré, panne passagère', async () => {
    await armFault(s.t, 'pinterest', 'recent', 'rate_limit');
    const limited = await networkFailure(s.client.recentPosts!(s.account, { since: started, limit: 5 }));
    expect(limited.kind).toBe('rate_limited');
    expect(limited.details.resetAt!.getTime()).toBeGreaterThan(Date.now());
    await armFault(s.t, 'pinterest', 'recent', 'token_expired');
    expect((await networkFailure(s.client.recentPosts!(s.account, { since: started, limit: 5 }))).kind).toBe('token_expired');
    await armFault(s.t, 'pinterest', 'recent', 'server_error');
    expect((await networkFailure(s.client.recentPosts!(s.account, { since: started, limit: 5 }))).kind).toBe('transient');
    s.exchanges.splice(0);
  });
});
