import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { armFault, callLines, networkFailure } from '../test-support.ts';
import { blueskyAccount, xrpcPath } from './sandbox-account.test-support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const advanceAudience = async (hours: number) => {
  const answer = await t.app.inject({ method: 'POST', url: '/sandbox/_clock', payload: { advanceHours: hours } });
  expect(answer.statusCode).toBe(200);
};

describe('Bluesky : chiffres', () => {
  it('lit les posts par getPosts (25 par appel) : j’aime, réponses, republications et citations, signets ; pas de vues', async () => {
    const { client, account, exchanges } = await blueskyAccount(t, 'chiffres-posts');
    const ids: string[] = [];
    for (let i = 0; i < 27; i++) ids.push((await client.publish(account, { text: `Post n° ${i}` })).externalId);
    await advanceAudience(72);
    exchanges.splice(0);
    const readings = await client.postMetrics(account, ids);
    expect(callLines(exchanges)).toEqual([`GET ${xrpcPath('app.bsky.feed.getPosts')}`, `GET ${xrpcPath('app.bsky.feed.getPosts')}`]);
    expect(exchanges[0]!.url.searchParams.getAll('uris')).toHaveLength(25);
    expect(readings.map((reading) => reading.externalId)).toEqual(ids);
    const [first] = readings;
    expect(first).toMatchObject({ metrics: { impressions: null, reach: null, clicks: null } });
    const metrics = (first as unknown as { metrics: Record<string, number | null> }).metrics;
    for (const name of ['likes', 'comments', 'shares', 'saves']) expect(metrics[name], name).toEqual(expect.any(Number));
    const view = (exchanges[0]!.responseBody as { posts: { likeCount: number; repostCount: number; quoteCount: number; replyCount: number }[] }).posts[0]!;
    expect(metrics.likes).toBe(view.likeCount);
    expect(metrics.shares).toBe(view.repostCount + view.quoteCount);
    expect(metrics.comments).toBe(view.replyCount);
  });

  it('un post supprimé est « gone », les autres sont mesurés', async () => {
    const { client, account } = await blueskyAccount(t, 'chiffres-supprime');
    const kept = await client.publish(account, { text: 'Je reste' });
    const removed = await client.publish(account, { text: 'Je pars' });
    const rkey = removed.externalId.split('/').pop();
    const answer = await t.app.inject({
      method: 'POST',
      url: xrpcPath('com.atproto.repo.deleteRecord'),
      headers: { authorization: `Bearer ${account.accessToken}` },
      payload: { repo: account.externalId, collection: 'app.bsky.feed.post', rkey },
    });
    expect(answer.statusCode).toBe(200);
    const readings = await client.postMetrics(account, [kept.externalId, removed.externalId]);
    expect(readings[0]).toMatchObject({ externalId: kept.externalId, metrics: expect.any(Object) });
    expect(readings[1]).toEqual({ externalId: removed.externalId, gone: true });
  });

  it('les abonnés par getProfile ; une limite de débit donne sa fin (ratelimit-reset)', async () => {
    const { client, account } = await blueskyAccount(t, 'chiffres-abonnes');
    expect((await client.accountMetrics(account)).followers).toBeGreaterThan(0);
    await armFault(t, 'bluesky', 'profile', 'rate_limit');
    const limited = await networkFailure(client.accountMetrics(account));
    expect(limited.kind).toBe('rate_limited');
    expect(limited.details.code).toBe('RateLimitExceeded');
    expect(Math.abs(limited.details.resetAt!.getTime() - (Date.now() + 60_000))).toBeLessThan(3_000);
    expect(limited.message).toMatch(/^Bluesky : refus \(HTTP 429\)/);
  });
});
