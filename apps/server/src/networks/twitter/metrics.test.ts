import { expect, it } from 'vitest';
import { describeMetricsContract, metricsOf } from '../metrics.test-support.ts';
import { contractProblems } from './contract-check.ts';
import { definition } from './index.ts';

const BASE = '/sandbox/twitter';

const { context, publish } = describeMetricsContract({
  definition,
  publish: async (client, account, text) => (await client.publish(account, { text })).externalId,
  unknown: ['reach', 'clicks'],
  contractProblems,
});

it('X : lit public_metrics par lots de 100 ids (GET /2/tweets?ids=), les ids inconnus sont « gone »', async () => {
  const real = await publish('Mesuré dans un grand lot');
  const unknown = Array.from({ length: 149 }, (_, i) => `1${String(i).padStart(18, '0')}`);
  context.exchanges.splice(0);
  const readings = await context.client.postMetrics(context.account, [...unknown.slice(0, 120), real, ...unknown.slice(120)]);
  const calls = context.exchanges.filter((exchange) => exchange.url.pathname === `${BASE}/2/tweets`);
  expect(calls.map((call) => call.url.searchParams.get('ids')!.split(',').length)).toEqual([100, 50]);
  expect(calls[0]!.url.searchParams.get('tweet.fields')).toBe('public_metrics');
  expect(readings).toHaveLength(150);
  expect(metricsOf(readings[120]).comments).toBeGreaterThanOrEqual(2);
  expect(readings.filter((reading) => 'gone' in reading)).toHaveLength(149);
});

it('X : les abonnés viennent de GET /2/users/me?user.fields=public_metrics', async () => {
  context.exchanges.splice(0);
  await context.client.accountMetrics(context.account);
  expect(context.exchanges.map((exchange) => `${exchange.url.pathname}?${exchange.url.searchParams}`)).toEqual([`${BASE}/2/users/me?user.fields=public_metrics`]);
});
