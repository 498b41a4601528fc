import { expect, it } from 'vitest';
import { sampleVideo } from '../../test/sample-media.ts';
import { createInsightsReader } from '../meta/insights.ts';
import { describeMetricsContract, metricsOf } from '../metrics.test-support.ts';
import { definition } from './index.ts';

const { context, publish } = describeMetricsContract({
  definition,
  publish: async (client, account, text) => (await client.publish(account, { text })).externalId,
  unknown: ['saves', 'clicks'],
});

const insightCalls = () => context.exchanges.filter((exchange) => exchange.url.pathname.endsWith('/insights')).map((exchange) => exchange.url.searchParams.get('metric'));

it('Facebook : un appel pour plusieurs posts (?ids=), post_media_view et post_total_media_view_unique étendus avec les compteurs, plus jamais post_impressions', async () => {
  const ids = [await publish('Post vu'), await publish('Post revu'), await publish('Post encore vu')];
  context.exchanges.splice(0);
  const readings = await context.client.postMetrics(context.account, ids);
  expect(context.exchanges.map((exchange) => [exchange.url.searchParams.get('ids'), exchange.url.searchParams.get('fields')])).toEqual([
    [ids.join(','), 'insights.metric(post_media_view,post_total_media_view_unique),reactions.summary(total_count),comments.summary(total_count),shares'],
  ]);
  expect(readings.map((reading) => reading.externalId)).toEqual(ids);
  for (const reading of readings) {
    expect(metricsOf(reading)).toMatchObject({ impressions: expect.any(Number), reach: expect.any(Number), likes: expect.any(Number), shares: expect.any(Number) });
  }
});

it('Facebook : Graph refuse tout l’appel étendu pour une métrique retirée (#100), ce que le client reconnaît pour la chercher par l’arête insights', async () => {
  const id = await publish('Post C');
  const fields = 'insights.metric(post_impressions,post_media_view),reactions.summary(total_count)';
  const answer = await context.t.app.inject({
    method: 'GET',
    url: `/sandbox/facebook/v25.0/${id}?fields=${encodeURIComponent(fields)}`,
    headers: { authorization: `Bearer ${context.account.accessToken}` },
  });
  expect(answer.statusCode).toBe(400);
  expect(answer.json()).toMatchObject({ error: { code: 100, message: '(#100) The value must be a valid insights metric' } });
});

it('Facebook : Graph refuse toute la demande pour une métrique retirée (#100) ; elle est écartée par élimination et la demande refaite sans elle', async () => {
  const [first, second] = [await publish('Post A'), await publish('Post B')];
  const insights = createInsightsReader(context.network);
  context.exchanges.splice(0);
  const values = await insights(first, ['post_impressions', 'post_media_view', 'post_total_media_view_unique'], context.account.accessToken);
  expect([...values.keys()].sort()).toEqual(['post_media_view', 'post_total_media_view_unique']);
  const refusal = context.exchanges[0]!;
  expect(refusal.status).toBe(400);
  expect(refusal.responseBody).toMatchObject({ error: { code: 100, message: '(#100) The value must be a valid insights metric' } });
  // The message names no metric: each is asked alone, and the refused one is not asked again.
  expect(insightCalls().slice(1).sort()).toEqual(['post_impressions', 'post_media_view', 'post_total_media_view_unique']);
  context.exchanges.splice(0);
  await insights(second, ['post_impressions', 'post_media_view', 'post_total_media_view_unique'], context.account.accessToken);
  expect(insightCalls()).toEqual(['post_media_view,post_total_media_view_unique']);
});

it('Facebook : une vidéo n’a que ses compteurs (réactions, commentaires), pas d’insights', async () => {
  const { externalId } = await context.client.publish(context.account, { text: 'Vidéo comptée', media: [sampleVideo()] });
  await context.t.app.inject({ method: 'POST', url: '/sandbox/_clock', payload: { advanceHours: 24 } });
  context.exchanges.splice(0);
  const metrics = metricsOf((await context.client.postMetrics(context.account, [externalId]))[0]);
  expect(metrics).toMatchObject({ impressions: null, reach: null, shares: null, saves: null, clicks: null });
  expect(metrics.comments).toBeGreaterThanOrEqual(2);
  expect(metrics.likes).toBeGreaterThan(0);
  expect(insightCalls()).toEqual([]);
});
