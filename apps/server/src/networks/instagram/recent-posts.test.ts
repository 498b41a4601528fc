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
const photo = () => sampleImage({ mimeType: 'image/jpeg', url: 'http://localhost:3000/media/demo/photo.jpg' });

beforeAll(async () => {
  t = await createTestApp();
  client = t.ctx.networks!.client('instagram');
  account = accountOf(await connectThroughSandbox(t, client, 'glacier_du_port'));
});
afterAll(() => t?.close());

describe('Instagram : médias récents du compte', () => {
  it('retrouve les médias du compte, le plus récent d’abord, avec légende et permalien', async () => {
    const first = await client.publish(account, { text: 'Sorbet citron basilic', media: [photo()] });
    const reel = await client.publish(account, { text: 'Turbine du matin', media: [sampleVideo()] });
    const { client: counted, calls } = clientWith(t, definition);
    const posts = await counted.recentPosts!(account, { since: started, limit: 10 });
    expect(posts.map((post) => [post.externalId, post.url, post.text])).toEqual([
      [reel.externalId, reel.url, 'Turbine du matin'],
      [first.externalId, first.url, 'Sorbet citron basilic'],
    ]);
    expect(posts[1]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/);
    expect(calls).toEqual([`GET /sandbox/instagram/v25.0/${account.externalId}/media`]);
  });

  it('ne rend que ce qui est paru depuis `since`, au plus `limit`, et rien d’un autre compte', async () => {
    const other = accountOf(await connectThroughSandbox(t, client, 'autre_glacier'));
    const since = await nextSecond();
    const after = await client.publish(account, { text: 'Après la limite', media: [photo()] });
    await client.publish(other, { text: 'Sur un autre compte', media: [photo()] });
    const latest = await client.publish(account, { text: 'Encore après', media: [photo()] });
    expect((await client.recentPosts!(account, { since, limit: 10 })).map((post) => post.externalId)).toEqual([latest.externalId, after.externalId]);
    expect((await client.recentPosts!(account, { since: started, limit: 1 })).map((post) => post.text)).toEqual(['Encore après']);
  });

  it('le faux Graph pagine par curseur et ne montre pas les médias d’un compte à un autre', async () => {
    const headers = { authorization: `Bearer ${account.accessToken}` };
    const url = `/sandbox/instagram/v25.0/${account.externalId}/media?fields=id,caption,timestamp&limit=2`;
    const first = (await t.app.inject({ url, headers })).json();
    expect(first.data).toHaveLength(2);
    const next = new URL(first.paging.next);
    const second = (await t.app.inject({ url: next.pathname + next.search, headers })).json();
    expect(second.data[0].id).not.toBe(first.data[1].id);
    const other = accountOf(await connectThroughSandbox(t, client, 'curieux'));
    const foreign = await t.app.inject({ url, headers: { authorization: `Bearer ${other.accessToken}` } });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.code).toBe(100);
  });

  it('traduit les refus de Graph : limite d’appels, jeton expiré, panne passagère', async () => {
    await armFault(t, 'instagram', 'recent', 'rate_limit');
    const limited = await expectKind(client.recentPosts!(account, { since: started, limit: 5 }), 'rate_limited');
    expect(limited.details.resetAt!.getTime()).toBeGreaterThan(Date.now());
    await armFault(t, 'instagram', 'recent', 'token_expired');
    await expectKind(client.recentPosts!(account, { since: started, limit: 5 }), 'token_expired');
    await armFault(t, 'instagram', 'recent', 'server_error');
    await expectKind(client.recentPosts!(account, { since: started, limit: 5 }), 'transient');
  });
});
