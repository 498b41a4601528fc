import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectThroughSandbox } from '../../test/sandbox-connect.ts';
import { sampleImage, sampleVideo } from '../../test/sample-media.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { accountOf, armFault, clientWith, expectKind } from '../meta/graph.test-support.ts';
import { nextSecond } from '../recent-posts.test-support.ts';
import type { AccountCredentials, NetworkClient } from '../types.ts';
import { definition } from './index.ts';

let t: TestApp;
let client: NetworkClient;
let account: AccountCredentials;
const started = new Date(Date.now() - 60_000);

beforeAll(async () => {
  t = await createTestApp();
  client = t.ctx.networks!.client('facebook');
  account = accountOf(await connectThroughSandbox(t, client, 'fleuriste_rose'));
});
afterAll(() => t?.close());

describe('Facebook : publications récentes de la Page', () => {
  it('retrouve les publications de la Page (texte, photo, vidéo), la plus récente d’abord, avec leur lien', async () => {
    const text = await client.publish(account, { text: 'Bouquets de saison à 25 €' });
    const photo = await client.publish(account, { text: 'La vitrine de novembre', media: [sampleImage()] });
    const video = await client.publish(account, { text: 'Composition en direct', media: [sampleVideo()] });
    const { client: counted, calls } = clientWith(t, definition);
    const posts = await counted.recentPosts!(account, { since: started, limit: 10 });
    expect(posts.map((post) => [post.externalId, post.url, post.text])).toEqual([
      [video.externalId, video.url, 'Composition en direct'],
      [photo.externalId, photo.url, 'La vitrine de novembre'],
      [text.externalId, text.url, 'Bouquets de saison à 25 €'],
    ]);
    expect(posts[0]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/);
    expect(calls).toEqual([`GET /sandbox/facebook/v25.0/${account.settings.pageId}/published_posts`]);
  });

  it('ne rend que ce qui est paru depuis `since`, au plus `limit`, et rien d’une autre Page', async () => {
    const other = accountOf(await connectThroughSandbox(t, client, 'autre_fleuriste'));
    const since = await nextSecond();
    const after = await client.publish(account, { text: 'Après la limite' });
    await client.publish(other, { text: 'Sur l’autre Page' });
    const latest = await client.publish(account, { text: 'Encore après' });
    expect((await client.recentPosts!(account, { since, limit: 10 })).map((post) => post.externalId)).toEqual([latest.externalId, after.externalId]);
    expect((await client.recentPosts!(account, { since: started, limit: 1 })).map((post) => post.text)).toEqual(['Encore après']);
  });

  it('le faux Graph pagine par curseur (`after`, `paging.next` tant qu’il en reste) et refuse une date illisible', async () => {
    const url = `/sandbox/facebook/v25.0/${account.settings.pageId}/published_posts?fields=id,message&limit=2`;
    const headers = { authorization: `Bearer ${account.accessToken}` };
    const first = (await t.app.inject({ url, headers })).json();
    expect(first.data).toHaveLength(2);
    expect(first.paging.next).toContain('after=');
    const all = [...first.data];
    let next: string | undefined = first.paging.next;
    while (next) {
      const page = (await t.app.inject({ url: new URL(next).pathname + new URL(next).search, headers })).json();
      all.push(...page.data);
      next = page.paging?.next;
    }
    expect(new Set(all.map((post: { id: string }) => post.id)).size).toBe(all.length);
    expect(all.length).toBe((await client.recentPosts!(account, { since: started, limit: 100 })).length);
    const refused = await t.app.inject({ url: `${url}&since=demain`, headers });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe(100);
  });

  it('traduit les refus de Graph : limite d’appels, jeton expiré, panne passagère', async () => {
    await armFault(t, 'facebook', 'recent', 'rate_limit');
    const limited = await expectKind(client.recentPosts!(account, { since: started, limit: 5 }), 'rate_limited');
    expect(limited.details.resetAt).toBeInstanceOf(Date);
    await armFault(t, 'facebook', 'recent', 'server_error');
    await expectKind(client.recentPosts!(account, { since: started, limit: 5 }), 'transient');
    await armFault(t, 'facebook', 'recent', 'token_expired');
    await expectKind(client.recentPosts!(account, { since: started, limit: 5 }), 'token_expired');
  });
});
