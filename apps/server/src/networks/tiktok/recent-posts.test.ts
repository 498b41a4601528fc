import { describe, expect, it } from 'vitest';
import { sampleVideo } from '../../test/sample-media.ts';
import { nextSecond } from '../recent-posts.test-support.ts';
import { armFault, connectedSandboxClient, networkFailure, sandboxSuite } from '../test-support.ts';
import { definition } from './index.ts';

const started = new Date(Date.now() - 60_000);
const video = () => sampleVideo(1_000);

const s = sandboxSuite(definition, 'fromager_tiktok');

describe('TikTok : vidéos récentes du créateur', () => {
  it('retrouve les vidéos publiées, la plus récente d’abord, avec leur lien de partage et leur légende', async () => {
    const first = await s.client.publish(s.account, { text: 'Affinage du comté #fromage', media: [video()] });
    const second = await s.client.publish(s.account, { text: 'Dégustation du jour', media: [video()] });
    s.exchanges.splice(0);
    const posts = await s.client.recentPosts!(s.account, { since: started, limit: 10 });
    expect(posts.map((post) => [post.externalId, post.url, post.text])).toEqual([
      [second.externalId, second.url, 'Dégustation du jour'],
      [first.externalId, first.url, 'Affinage du comté #fromage'],
    ]);
    expect(posts[0]!.externalId).toMatch(/^\d{19}$/);
    expect(posts[0]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/);
    expect(s.exchanges.map((exchange) => `${exchange.method} ${exchange.url.pathname}${exchange.url.search}`)).toEqual([
      'POST /sandbox/tiktok/v2/video/list/?fields=id%2Ctitle%2Cvideo_description%2Ccreate_time%2Cshare_url',
    ]);
    expect(s.exchanges[0]!.requestBody).toEqual({ max_count: 10 });
  });

  it('ne rend que ce qui est paru depuis `since`, au plus `limit`, et rien d’un autre créateur', async () => {
    const other = await connectedSandboxClient(s.t, definition, 'autre_createur');
    const since = await nextSecond();
    const after = await s.client.publish(s.account, { text: 'Après la limite', media: [video()] });
    await other.client.publish(other.account, { text: 'Chez un autre', media: [video()] });
    const latest = await s.client.publish(s.account, { text: 'Encore après', media: [video()] });
    expect((await s.client.recentPosts!(s.account, { since, limit: 10 })).map((post) => post.externalId)).toEqual([latest.externalId, after.externalId]);
    expect((await s.client.recentPosts!(s.account, { since: started, limit: 1 })).map((post) => post.text)).toEqual(['Encore après']);
  });

  it('le bac à sable pagine par `cursor` (millisecondes) avec `has_more`, et borne max_count à 20', async () => {
    const headers = { authorization: `Bearer ${s.account.accessToken}`, 'content-type': 'application/json' };
    const list = (body: object) => s.t.app.inject({ method: 'POST', url: '/sandbox/tiktok/v2/video/list/?fields=id,create_time', headers, payload: body }).then((r) => r.json());
    const seen: string[] = [];
    let body: { max_count: number; cursor?: number } = { max_count: 3 };
    for (;;) {
      const page = await list(body);
      seen.push(...page.data.videos.map((item: { id: string }) => String(item.id)));
      if (!page.data.has_more) break;
      body = { max_count: 3, cursor: page.data.cursor };
    }
    expect(new Set(seen).size).toBe(4);
    expect((await list({ max_count: 21 })).error.code).toBe('invalid_params');
  });

  it('traduit les fautes : quota dépassé, jeton invalide, panne passagère', async () => {
    await armFault(s.t, 'tiktok', 'recent', 'rate_limit');
    expect((await networkFailure(s.client.recentPosts!(s.account, { since: started, limit: 5 }))).kind).toBe('rate_limited');
    await armFault(s.t, 'tiktok', 'recent', 'token_expired');
    expect((await networkFailure(s.client.recentPosts!(s.account, { since: started, limit: 5 }))).kind).toBe('token_expired');
    await armFault(s.t, 'tiktok', 'recent', 'server_error');
    expect((await networkFailure(s.client.recentPosts!(s.account, { since: started, limit: 5 }))).kind).toBe('transient');
  });
});
