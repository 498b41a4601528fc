import { expect, it } from 'vitest';
import { describeMetricsContract, metricsOf } from '../metrics.test-support.ts';
import { definition } from './index.ts';

const BASE = '/sandbox/linkedin';

const { context, publish } = describeMetricsContract({
  definition,
  publish: async (client, account, text) => (await client.publish(account, { text })).externalId,
  unknown: ['saves', 'clicks'],
});

it('LinkedIn : memberCreatorPostAnalytics par post, un appel par type de mesure (TOTAL)', async () => {
  const urn = await publish('Post analysé');
  context.exchanges.splice(0);
  const metrics = metricsOf((await context.client.postMetrics(context.account, [urn]))[0]);
  expect(metrics.comments).toBeGreaterThanOrEqual(2);
  const calls = context.exchanges.map((exchange) => exchange.url);
  expect(calls.map((url) => url.pathname)).toEqual(Array(5).fill(`${BASE}/rest/memberCreatorPostAnalytics`));
  expect(calls.map((url) => url.searchParams.get('queryType')).sort()).toEqual(['COMMENT', 'IMPRESSION', 'MEMBERS_REACHED', 'REACTION', 'RESHARE']);
  // The Rest.li union goes as LinkedIn writes it: parentheses and colon as they are, the URN encoded.
  expect(calls[0]!.search).toContain(`q=entity&entity=(share:${encodeURIComponent(urn)})&queryType=`);
  expect(calls.every((url) => url.searchParams.get('aggregation') === 'TOTAL')).toBe(true);
  expect(context.exchanges[0]!.requestHeaders.get('linkedin-version')).toMatch(/^\d{6}$/);
});

it('LinkedIn : les abonnés viennent de memberFollowersCount?q=me', async () => {
  context.exchanges.splice(0);
  await context.client.accountMetrics(context.account);
  expect(context.exchanges.map((exchange) => `${exchange.url.pathname}${exchange.url.search}`)).toEqual([`${BASE}/rest/memberFollowersCount?q=me`]);
});
