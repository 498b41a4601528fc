import { instagramLimits } from '@publia/shared';
import { checkAgainstLimits, withLink } from '../check-limits.ts';
import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { graph, node } from '../meta/graph.ts';
import { createdNode } from '../meta/graph-shapes.ts';
import { pollUntilDone } from '../poll.ts';
import type { AccountCredentials, MediaInput, PublishInput, PublishResult } from '../types.ts';
import { afterAcceptance } from '../unconfirmed-delivery.ts';
import { checkPublishingLimit } from './publishing-limit.ts';

/** Meta fetches the media from its public URL; feed videos are published as Reels since 2023. */
const containerOf = (media: MediaInput, caption: string) =>
  media.type === 'image'
    ? { image_url: media.url, caption }
    : { media_type: 'REELS', video_url: media.url, caption, share_to_feed: true };

const containerAnswer = z.object({ status_code: z.string(), status: z.string().optional() });
const permalinkAnswer = z.object({ permalink: z.string().min(1) });

/** `IN_PROGRESS` until `FINISHED`; `ERROR` (with its subcode in `status`) and `EXPIRED` are final. */
function containerReady(context: NetworkContext, account: AccountCredentials, containerId: string) {
  return pollUntilDone<void>(context, async () => {
    const container = await graph(context, { path: node(containerId), query: { fields: 'status_code,status' }, bearer: account.accessToken }, containerAnswer);
    const code = container.status_code;
    if (code === 'FINISHED') return { state: 'done', value: undefined };
    if (code === 'ERROR' || code === 'EXPIRED') return { state: 'failed', reason: container.status ? `${code} : ${container.status}` : code };
    return { state: 'pending' };
  });
}

/**
 * A container from the media's URL, checked until it is ready, then `media_publish`, then the
 * permalink. What Instagram would refuse (a text-only post above all) is refused before any call.
 */
export async function publishToInstagram(context: NetworkContext, account: AccountCredentials, input: PublishInput): Promise<PublishResult> {
  const caption = withLink(input.text, input.link);
  checkAgainstLimits(instagramLimits, { text: caption, media: input.media?.[0] });
  const media = input.media![0]!;
  await checkPublishingLimit(context, account);
  const container = await graph(
    context,
    { method: 'POST', path: node(account.externalId, 'media'), json: containerOf(media, caption), bearer: account.accessToken },
    createdNode,
  );
  await containerReady(context, account, container.id);
  const published = await graph(
    context,
    { method: 'POST', path: node(account.externalId, 'media_publish'), json: { creation_id: container.id }, bearer: account.accessToken },
    createdNode,
  );
  const link = await afterAcceptance(context.network, () =>
    graph(context, { path: node(published.id), query: { fields: 'permalink' }, bearer: account.accessToken }, permalinkAnswer),
  );
  return { externalId: published.id, url: link.permalink };
}
