import { instagramLimits } from '@publia/shared';
import { checkAgainstLimits, withLink } from '../check-limits.ts';
import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { graph, node } from '../meta/graph.ts';
import { createdNode } from '../meta/graph-shapes.ts';
import type { AccountCredentials, MediaInput, PublishInput, PublishResult } from '../types.ts';
import { afterAcceptance } from '../unconfirmed-delivery.ts';
import { carouselContainer, carouselItem, singleContainer } from './container-fields.ts';
import { containerReady, createContainer } from './containers.ts';
import { checkPublishingLimit } from './publishing-limit.ts';

const permalinkAnswer = z.object({ permalink: z.string().min(1) });

/**
 * A carousel: one child container per medium, in order (all made first, so Meta processes them
 * together), each waited for until FINISHED, then the carousel's container naming them.
 */
async function carousel(context: NetworkContext, account: AccountCredentials, media: MediaInput[], caption: string): Promise<string> {
  const children: string[] = [];
  for (const medium of media) children.push(await createContainer(context, account, carouselItem(medium)));
  for (const child of children) await containerReady(context, account, child);
  return createContainer(context, account, carouselContainer(children, caption));
}

/**
 * The container of the post (a photo, a Reel, or a carousel of 2 to 10 photos and videos), checked
 * until it is ready, then `media_publish`, then the permalink. What Instagram would refuse (a
 * text-only post above all, an eleventh medium) is refused before any call.
 */
export async function publishToInstagram(context: NetworkContext, account: AccountCredentials, input: PublishInput): Promise<PublishResult> {
  const caption = withLink(input.text, input.link);
  const media = input.media ?? [];
  checkAgainstLimits(instagramLimits, { text: caption, media });
  await checkPublishingLimit(context, account);
  const containerId =
    media.length > 1 ? await carousel(context, account, media, caption) : await createContainer(context, account, singleContainer(media[0]!, caption, input.options));
  await containerReady(context, account, containerId);
  const published = await graph(
    context,
    { method: 'POST', path: node(account.externalId, 'media_publish'), json: { creation_id: containerId }, bearer: account.accessToken },
    createdNode,
  );
  const link = await afterAcceptance(context.network, () =>
    graph(context, { path: node(published.id), query: { fields: 'permalink' }, bearer: account.accessToken }, permalinkAnswer),
  );
  return { externalId: published.id, url: link.permalink };
}
