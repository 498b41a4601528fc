import { expect, it } from 'vitest';
import { sampleVideo } from '../../test/sample-media.ts';
import { describeMetricsContract, metricsOf } from '../metrics.test-support.ts';
import { definition } from './index.ts';

const BASE = '/sandbox/tiktok';

const { context, published } = describeMetricsContract({
  definition,
  publish: async (client, account, text) => (await client.publish(account, { text, media: [sampleVideo(1_000)] })).externalId,
  unknown: ['reach', 'saves', 'clicks'],
});

it('TikTok : video/query par lots de 20 ids ; une vidéo absente de la réponse est « gone »', async () => {
  // TikTok takes 6 video inits a minute: a video of the shared cases is measured again.
  const real = published[0]!;
  const unknown = Array.from({ length: 24 }, (_, i) => `7${String(i).padStart(18, '0')}`);
  context.exchanges.splice(0);
  const readings = await context.client.postMetrics(context.account, [real, ...unknown]);
  const calls = context.exchanges.filter((exchange) => exchange.url.pathname === `${BASE}/v2/video/query/`);
  expect(calls.map((call) => (call.requestBody as { filters: { video_ids: string[] } }).filters.video_ids.length)).toEqual([20, 5]);
  expect(calls[0]!.url.searchParams.get('fields')).toBe('id,like_count,comment_count,share_count,view_count');
  expect(metricsOf(readings[0]).impressions).toEqual(expect.any(Number));
  expect(readings.slice(1).every((reading) => 'gone' in reading)).toBe(true);
});

it('TikTok : les abonnés viennent de user/info (follower_count)', async () => {
  context.exchanges.splice(0);
  await context.client.accountMetrics(context.account);
  expect(context.exchanges.map((exchange) => `${exchange.method} ${exchange.url.pathname}?${exchange.url.searchParams}`)).toEqual([
    `GET ${BASE}/v2/user/info/?fields=follower_count`,
  ]);
});
