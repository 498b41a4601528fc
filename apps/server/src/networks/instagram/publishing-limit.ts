import { frenchMessage } from '@publia/shared';
import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { graph, node } from '../meta/graph.ts';
import { count, dataList } from '../meta/graph-shapes.ts';
import { NetworkError } from '../network-error.ts';
import type { AccountCredentials } from '../types.ts';

/** Its fields are not confirmed from a primary source (⚠): a quota Publia cannot read is no reason to stop. */
const limitAnswer = dataList(z.object({ quota_usage: count.optional(), config: z.object({ quota_total: count.optional() }).optional() }));

/** The sources disagree on the daily cap (25, 50, 100), so the account's own quota is asked. */
export async function checkPublishingLimit(context: NetworkContext, account: AccountCredentials): Promise<void> {
  const body = await graph(
    context,
    { path: node(account.externalId, 'content_publishing_limit'), query: { fields: 'quota_usage,config' }, bearer: account.accessToken },
    limitAnswer,
  );
  const used = body.data[0]?.quota_usage;
  const total = body.data[0]?.config?.quota_total;
  if (used === undefined || total === undefined || used < total) return;
  // A rolling window whose oldest post is unknown: an hour is a safe guess for the next try.
  throw new NetworkError(context.network, 'rate_limited', frenchMessage('network.meta.publishingLimit', { used, total }), {
    code: 'content_publishing_limit',
    resetAt: new Date(Date.now() + 60 * 60_000),
  });
}
