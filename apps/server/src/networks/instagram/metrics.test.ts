import { expect, it } from 'vitest';
import { sampleImage } from '../../test/sample-media.ts';
import { createInsightsReader } from '../meta/insights.ts';
import { describeMetricsContract } from '../metrics.test-support.ts';
import { definition } from './index.ts';

const photo = () => sampleImage({ mimeType: 'image/jpeg', url: 'http://localhost:3000/media/demo/photo.jpg' });

const { context, publish } = describeMetricsContract({
  definition,
  publish: async (client, account, text) => (await client.publish(account, { text, media: [photo()] })).externalId,
  unknown: ['clicks'],
});

const insightCalls = () => context.exchanges.filter((exchange) => exchange.url.pathname.endsWith('/insights')).map((exchange) => exchange.url.searchParams.get('metric'));

it('Instagram : demande views (jamais impressions ni plays), reach, likes, comments, shares, saved, total_interactions', async () => {
  const id = await publish('Photo vue');
  context.exchanges.splice(0);
  await context.client.postMetrics(context.account, [id]);
  expect(insightCalls()).toEqual(['views,reach,likes,comments,shares,saved,total_interactions']);
});

it('Instagram : une métrique retirée nommée par Graph (#100) est écartée et la demande refaite sans elle', async () => {
  const id = await publish('Photo mesurée');
  const insights = createInsightsReader(context.network);
  context.exchanges.splice(0);
  const values = await insights(id, ['impressions', 'views', 'reach'], context.account.accessToken);
  expect([...values.keys()]).toEqual(['views', 'reach']);
  expect(context.exchanges[0]!.responseBody).toMatchObject({ error: { code: 100 } });
  expect(insightCalls()).toEqual(['impressions,views,reach', 'views,reach']);
});

it('Instagram : une métrique inconnue désignée par sa place (metric[1]) est écartée de même', async () => {
  const id = await publish('Photo mesurée encore');
  const insights = createInsightsReader(context.network);
  context.exchanges.splice(0);
  const values = await insights(id, ['views', 'profile_activity', 'reach'], context.account.accessToken);
  expect([...values.keys()]).toEqual(['views', 'reach']);
  expect(insightCalls()).toEqual(['views,profile_activity,reach', 'views,reach']);
});
