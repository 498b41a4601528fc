import { describe, expect, it } from 'vitest';
import { nextSecond } from '../recent-posts.test-support.ts';
import { armFault, connectedSandboxClient, failOnProblems, networkFailure, sandboxSuite } from '../test-support.ts';
import { contractProblems } from './contract-check.ts';
import { definition } from './index.ts';

const started = new Date(Date.now() - 60_000);
const s = sandboxSuite(definition, 'fromagerie');

describe('Mastodon : messages récents du compte', () => {
  it('retrouve les messages du compte, le plus récent d’abord, leur HTML relu comme le texte envoyé (contrat OpenAPI)', async () => {
    const first = await s.client.publish(s.account, { text: 'Comté 24 mois & beaufort\n\nÀ la coupe : https://fromagerie.fr/comte' });
    const second = await s.client.publish(s.account, { text: 'Nouveau : le <bleu> de chèvre' });
    s.exchanges.splice(0);
    const posts = await s.client.recentPosts!(s.account, { since: started, limit: 10 });
    expect(posts.map((post) => [post.externalId, post.url, post.text])).toEqual([
      [second.externalId, second.url, 'Nouveau : le <bleu> de chèvre'],
      [first.externalId, first.url, 'Comté 24 mois & beaufort\n\nÀ la coupe : https://fromagerie.fr/comte'],
    ]);
    const id = s.account.externalId.split('@')[0];
    expect(s.exchanges.map((exchange) => `${exchange.method} ${exchange.url.pathname}${exchange.url.search}`)).toEqual([
      `GET /sandbox/mastodon/api/v1/accounts/${id}/statuses?limit=10`,
    ]);
    failOnProblems('Mastodon contract', contractProblems(s.exchanges));
  });

  it('ne rend que ce qui est paru depuis `since`, au plus `limit` (pages par max_id), et rien d’un autre compte', async () => {
    const other = await connectedSandboxClient(s.t, definition, 'autre_fromagerie');
    const since = await nextSecond();
    const after = await s.client.publish(s.account, { text: 'Après la limite' });
    await other.client.publish(other.account, { text: 'Chez une autre' });
    const latest = await s.client.publish(s.account, { text: 'Encore après' });
    s.exchanges.splice(0);
    expect((await s.client.recentPosts!(s.account, { since, limit: 10 })).map((post) => post.externalId)).toEqual([latest.externalId, after.externalId]);
    expect((await s.client.recentPosts!(s.account, { since: started, limit: 1 })).map((post) => post.text)).toEqual(['Encore après']);
    failOnProblems('Mastodon contract', contractProblems(s.exchanges));
  });

  it('traduit les fautes : 429 avec sa fin, jeton révoqué, panne passagère', async () => {
    await armFault(s.t, 'mastodon', 'recent', 'rate_limit');
    const limited = await networkFailure(s.client.recentPosts!(s.account, { since: started, limit: 5 }));
    expect(limited.kind).toBe('rate_limited');
    expect(limited.details.resetAt!.getTime()).toBeGreaterThan(Date.now());
    await armFault(s.t, 'mastodon', 'recent', 'token_expired');
    expect((await networkFailure(s.client.recentPosts!(s.account, { since: started, limit: 5 }))).kind).toBe('token_expired');
    await armFault(s.t, 'mastodon', 'recent', 'server_error');
    expect((await networkFailure(s.client.recentPosts!(s.account, { since: started, limit: 5 }))).kind).toBe('transient');
    s.exchanges.splice(0);
  });
});
