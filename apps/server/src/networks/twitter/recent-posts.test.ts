import { describe, expect, it } from 'vitest';
import { nextSecond } from '../recent-posts.test-support.ts';
import { armFault, connectedSandboxClient, failOnProblems, networkFailure, sandboxSuite } from '../test-support.ts';
import { checkXContract, contractProblems } from './contract-check.ts';
import { definition } from './index.ts';

const BASE = '/sandbox/twitter';
const started = new Date(Date.now() - 60_000);

const s = sandboxSuite(definition, 'boulangerie', { check: checkXContract });

describe('X — publications récentes du compte', () => {
  it('retrouve les publications du compte, la plus récente d’abord, avec texte, lien et date', async () => {
    const first = await s.client.publish(s.account, { text: 'Baguette tradition sortie du four' });
    const second = await s.client.publish(s.account, { text: 'Croissants au beurre AOP' });
    const other = await connectedSandboxClient(s.t, definition, 'voisin');
    await other.client.publish(other.account, { text: 'Publication d’un autre compte' });

    const posts = await s.client.recentPosts!(s.account, { since: started, limit: 10 });
    expect(posts.map((post) => post.externalId)).toEqual([second.externalId, first.externalId]);
    expect(posts[0]).toEqual({
      externalId: second.externalId,
      url: second.url,
      text: 'Croissants au beurre AOP',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    const call = s.exchanges.find((exchange) => exchange.url.pathname === `${BASE}/2/users/${s.account.externalId}/tweets`)!;
    expect(Object.fromEntries(call.url.searchParams)).toMatchObject({ 'tweet.fields': 'created_at', max_results: '10', start_time: expect.stringMatching(/:\d{2}Z$/) });
  });

  it('ne rend que ce qui est paru depuis `since`, et pas plus que `limit`', async () => {
    await s.client.publish(s.account, { text: 'Avant la limite' });
    const since = await nextSecond();
    const after = await s.client.publish(s.account, { text: 'Après la limite' });
    const latest = await s.client.publish(s.account, { text: 'Encore après' });
    expect((await s.client.recentPosts!(s.account, { since, limit: 10 })).map((post) => post.externalId)).toEqual([latest.externalId, after.externalId]);
    expect((await s.client.recentPosts!(s.account, { since: started, limit: 1 })).map((post) => post.externalId)).toEqual([latest.externalId]);
  });

  it('le bac à sable pagine avec next_token et refuse un max_results hors de 5 à 100', async () => {
    const other = await connectedSandboxClient(s.t, definition, 'pagination');
    for (let i = 0; i < 6; i++) await other.client.publish(other.account, { text: `Publication ${i}` });
    const headers = { authorization: `Bearer ${other.account.accessToken}` };
    const url = `${BASE}/2/users/${other.account.externalId}/tweets?max_results=5`;
    const page1 = (await s.t.app.inject({ url, headers })).json();
    expect(page1.data.map((tweet: { text: string }) => tweet.text)).toEqual(['Publication 5', 'Publication 4', 'Publication 3', 'Publication 2', 'Publication 1']);
    const page2 = (await s.t.app.inject({ url: `${url}&pagination_token=${page1.meta.next_token}`, headers })).json();
    expect(page2).toEqual({ data: [expect.objectContaining({ text: 'Publication 0' })], meta: expect.not.objectContaining({ next_token: expect.anything() }) });
    expect(await other.client.recentPosts!(other.account, { since: started, limit: 6 })).toHaveLength(6);
    failOnProblems('X contract', contractProblems(other.exchanges));
    const refused = await s.t.app.inject({ url: `${BASE}/2/users/${other.account.externalId}/tweets?max_results=101`, headers });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].parameters).toHaveProperty('max_results');
  });

  it('traduit les refus de X : 429 avec sa fin de fenêtre, 503 passager, jeton expiré', async () => {
    await armFault(s.t, 'twitter', 'recent', 'rate_limit');
    const limited = await networkFailure(s.client.recentPosts!(s.account, { since: started, limit: 5 }));
    expect(limited.kind).toBe('rate_limited');
    expect(limited.details.resetAt!.getTime()).toBeGreaterThan(Date.now());
    await armFault(s.t, 'twitter', 'recent', 'server_error');
    expect((await networkFailure(s.client.recentPosts!(s.account, { since: started, limit: 5 }))).kind).toBe('transient');
    await armFault(s.t, 'twitter', 'recent', 'token_expired');
    expect((await networkFailure(s.client.recentPosts!(s.account, { since: started, limit: 5 }))).kind).toBe('token_expired');
  });
});
