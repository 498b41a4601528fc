import { expect, it } from 'vitest';
import { sampleImage } from '../../test/sample-media.ts';
import { describeMetricsContract } from '../metrics.test-support.ts';
import { contractProblems } from './contract-check.ts';
import { definition } from './index.ts';

const photo = sampleImage({ url: 'https://media.exemple.fr/p/tarte.jpg', mimeType: 'image/jpeg' });

const { context, publish, removePost } = describeMetricsContract({
  definition,
  publish: async (client, account, text) => (await client.publish(account, { text, media: [photo] })).externalId,
  unknown: ['reach', 'shares'],
  contractProblems,
});

it('Pinterest : cent épingles par appel (/v5/pins/analytics), leurs statistiques sur 89 jours ; les abonnés de /v5/user_account', async () => {
  const ids = [await publish('Épingle mesurée'), await publish('Épingle mesurée aussi')];
  context.exchanges.splice(0);
  const readings = await context.client.postMetrics(context.account, ids);
  expect(readings.map((reading) => reading.externalId)).toEqual(ids);
  expect(readings.every((reading) => 'metrics' in reading && reading.metrics.impressions !== null)).toBe(true);
  expect(context.exchanges).toHaveLength(1);
  const query = context.exchanges[0]!.url.searchParams;
  expect(context.exchanges[0]!.url.pathname).toBe('/sandbox/pinterest/v5/pins/analytics');
  expect(query.get('pin_ids')).toBe(ids.join(','));
  expect(query.get('metric_types')).toBe('IMPRESSION,OUTBOUND_CLICK,PIN_CLICK,SAVE,TOTAL_COMMENTS,TOTAL_REACTIONS');
  expect((Date.parse(query.get('end_date')!) - Date.parse(query.get('start_date')!)) / 86_400_000).toBe(89);
  context.exchanges.splice(0);
  await context.client.accountMetrics(context.account);
  expect(context.exchanges.map((exchange) => exchange.url.pathname)).toEqual(['/sandbox/pinterest/v5/user_account']);
});

it('Pinterest : une épingle supprimée fait échouer l’appel groupé (404) ; ce lot est relu épingle par épingle, qui dit laquelle', async () => {
  const kept = await publish('Épingle gardée');
  const removed = await publish('Épingle supprimée');
  await removePost(removed);
  context.exchanges.splice(0);
  const readings = await context.client.postMetrics(context.account, [kept, removed]);
  expect(readings).toEqual([expect.objectContaining({ externalId: kept, metrics: expect.any(Object) }), { externalId: removed, gone: true }]);
  expect(context.exchanges.map((exchange) => exchange.url.pathname)).toEqual([
    '/sandbox/pinterest/v5/pins/analytics',
    `/sandbox/pinterest/v5/pins/${kept}/analytics`,
    `/sandbox/pinterest/v5/pins/${removed}/analytics`,
  ]);
});

it('Pinterest : une application à qui l’appel groupé (bêta) est refusé lit chaque épingle, et ne le redemande plus', async () => {
  const ids = [await publish('Épingle A'), await publish('Épingle B')];
  const paths: string[] = [];
  // The real Pinterest opens the multi-Pin analytics to some apps only: here it refuses this one.
  const refusing: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    paths.push(url.pathname);
    if (url.pathname.endsWith('/v5/pins/analytics')) {
      return new Response(JSON.stringify({ code: 3, message: 'Your application consumer type is not supported.' }), {
        status: 403,
        headers: { 'content-type': 'application/json' },
      });
    }
    return context.network.fetch(input, init);
  };
  const client = definition.createClient({ ...context.network, fetch: refusing });
  for (let round = 0; round < 2; round++) {
    const readings = await client.postMetrics(context.account, ids);
    expect(readings.map((reading) => 'metrics' in reading)).toEqual([true, true]);
  }
  expect(paths.filter((path) => path.endsWith('/v5/pins/analytics'))).toHaveLength(1);
  expect(paths.filter((path) => /\/v5\/pins\/\d+\/analytics$/.test(path))).toHaveLength(4);
});
