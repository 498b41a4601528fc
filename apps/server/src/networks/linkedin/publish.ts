import { frenchMessage, LINKEDIN_IMAGE_MAX_PIXELS, linkedinLimits } from '@publia/shared';
import { altTextField } from '../alt-text.ts';
import { checkAgainstLimits, withLink } from '../check-limits.ts';
import type { NetworkContext } from '../context.ts';
import { NetworkError } from '../network-error.ts';
import type { AccountCredentials, MediaInput, PublishInput, PublishResult } from '../types.ts';
import { linkedinApi, linkedinPostUrl } from './api.ts';
import { authorOf } from './identity.ts';
import { escapeLittleText } from './little-text.ts';
import { uploadMedia } from './media.ts';
import { requirePageAdmin } from './organizations.ts';

/**
 * The post's `content`: none for a text, `media` for one photo or video (a video's title beside
 * it), `multiImage` for several photos, in their order; each photo with its `altText` when one
 * was written. Each medium is uploaded for the author first, one after the other so that a
 * failure stops before the next upload.
 */
async function contentOf(context: NetworkContext, token: string, author: string, media: MediaInput[], title: string | undefined) {
  const urns: string[] = [];
  for (const medium of media) urns.push(await uploadMedia(context, token, author, medium));
  if (urns.length === 0) return {};
  if (urns.length > 1) return { content: { multiImage: { images: urns.map((id, index) => ({ id, ...altTextField('altText', media[index]) })) } } };
  const [only] = media;
  return { content: { media: { id: urns[0]!, ...(only!.type === 'video' && title ? { title } : {}), ...altTextField('altText', only) } } };
}

/**
 * `POST /rest/posts` as the account's author (the member, or the Page they chose), public and in
 * the main feed; LinkedIn answers 201 with an empty body and the post's URN in `x-restli-id`.
 * Before anything is sent: the post within LinkedIn's limits, and the Page still administered.
 */
export async function publish(context: NetworkContext, account: AccountCredentials, input: PublishInput): Promise<PublishResult> {
  const text = withLink(input.text, input.link).trim();
  const media = input.media ?? [];
  checkAgainstLimits(linkedinLimits, { text, media }, { maxPixels: LINKEDIN_IMAGE_MAX_PIXELS });
  await requirePageAdmin(context, account);
  const author = authorOf(account);
  const content = await contentOf(context, account.accessToken, author, media, input.title);
  const answer = await linkedinApi(context, {
    path: '/rest/posts',
    json: {
      author,
      commentary: escapeLittleText(text),
      visibility: 'PUBLIC',
      distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
      ...content,
      lifecycleState: 'PUBLISHED',
      isReshareDisabledByAuthor: false,
    },
    bearer: account.accessToken,
  });
  const urn = answer.headers.get('x-restli-id');
  if (!urn) throw new NetworkError('linkedin', 'unknown', frenchMessage('network.missingField', { field: 'x-restli-id' }), { status: answer.status });
  return { externalId: urn, url: linkedinPostUrl(context, urn) };
}
