import { expect, it } from 'vitest';
import { sampleImage } from '../../test/sample-media.ts';
import { describeMetricsContract } from '../metrics.test-support.ts';
import { contractProblems } from './contract-check.ts';
import { definition } from './index.ts';

const photo = sampleImage({ url: 'https://media.exemple.fr/p/tarte.jpg', mimeType: 'image/jpeg' });

const { context, publish } = describeMetricsContract({
  definition,
  publish: async (client, account, text) => (await client.publish(account, { text, media: photo })).externalId,
  unknown: ['reach', 'shares'],
  contractProblems: (exchanges) => contractProblems(exchanges),
});

it('Pinterest : une épingle par appel, ses statistiques sur 89 jours ; les abonnés de /v5/user_account', async () => {
  const id = await publish('Épingle mesurée');
  context.exchanges.splice(0);
  await context.client.postMetrics(context.account, [id]);
  const query = context.exchanges[0]!.url.searchParams;
  expect(context.exchanges[0]!.url.pathname).toBe(`/sandbox/pinterest/v5/pins/${id}/analytics`);
  expect(query.get('metric_types')).toBe('IMPRESSION,OUTBOUND_CLICK,PIN_CLICK,SAVE,TOTAL_COMMENTS,TOTAL_REACTIONS');
  expect((Date.parse(query.get('end_date')!) - Date.parse(query.get('start_date')!)) / 86_400_000).toBe(89);
  context.exchanges.splice(0);
  await context.client.accountMetrics(context.account);
  expect(context.exchanges.map((exchange) => exchange.url.pathname)).toEqual(['/sandbox/pinterest/v5/user_account']);
});
