import { instagramLimits } from '../../../../../packages/shared/src/networks/instagram.ts';
import { optionalString, requireString } from '../answer-fields.ts';
import { checkAgainstLimits, withLink } from '../check-limits.ts';
import type { NetworkContext } from '../context.ts';
import { graph, node } from '../meta/graph.ts';
import { pollUntilDone } from '../poll.ts';
import type { AccountCredentials, MediaInput, PublishInput, PublishResult } from '../types.ts';
import { afterAcceptance } from '../unconfirmed-delivery.ts';
import { checkPublishingLimit } from './publishing-limit.ts';

/** Meta fetches the media from its public URL; feed videos are published as Reels since 2023. */
const containerOf = (media: MediaInput, caption: string) =>
  media.type === 'image'
    ? { image_url: media.url, caption }
    : { media_type: 'REELS', video_url: media.url, caption, share_to_feed: true };

/** `IN_PROGRESS` until `FINISHED`; `ERROR` (with its subcode in `status`) and `EXPIRED` are final. */
function containerReady(context: NetworkContext, account: AccountCredentials, containerId: string) {
  return pollUntilDone<void>(context, async () => {
    const body = await graph(context, { path: node(containerId), query: { fields: 'status_code,status' }, bearer: account.accessToken });
    const code = requireString(context.network, body, 'status_code');
    if (code === 'FINISHED') return { state: 'done', value: undefined };
    if (code === 'ERROR' || code === 'EXPIRED') {
      const status = optionalString(body, 'status');
      return { state: 'failed', reason: status ? `${code} : ${status}` : code };
    }
    return { state: 'pending' };
  });
}

/**
 * A container from the media's URL, checked until it is ready, then `media_publish`, then the
 * permalink. What Instagram would refuse (a text-only post above all) is refused before any call.
 */
export async function publishToInstagram(context: NetworkContext, account: AccountCredentials, input: PublishInput): Promise<PublishResult> {
  const caption = withLink(input.text, input.link);
  checkAgainstLimits(instagramLimits, { text: caption, media: input.media });
  const media = input.media!;
  await checkPublishingLimit(context, account);
  const created = await graph(context, {
    method: 'POST',
    path: node(account.externalId, 'media'),
    json: containerOf(media, caption),
    bearer: account.accessToken,
  });
  const containerId = requireString(context.network, created, 'id');
  await containerReady(context, account, containerId);
  const published = await graph(context, {
    method: 'POST',
    path: node(account.externalId, 'media_publish'),
    json: { creation_id: containerId },
    bearer: account.accessToken,
  });
  const mediaId = requireString(context.network, published, 'id');
  const link = await afterAcceptance(context.network, () =>
    graph(context, { path: node(mediaId), query: { fields: 'permalink' }, bearer: account.accessToken }),
  );
  return { externalId: mediaId, url: requireString(context.network, link, 'permalink') };
}
