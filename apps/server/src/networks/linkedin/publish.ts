import { LINKEDIN_IMAGE_MAX_PIXELS, linkedinLimits } from '@publia/shared';
import { checkAgainstLimits, withLink } from '../check-limits.ts';
import type { NetworkContext } from '../context.ts';
import { networkMessage } from '../http.ts';
import { NetworkError } from '../network-error.ts';
import type { AccountCredentials, PublishInput, PublishResult } from '../types.ts';
import { linkedinApi, linkedinPostUrl, memberUrn } from './api.ts';
import { escapeLittleText } from './little-text.ts';
import { uploadMedia } from './media.ts';

/**
 * `POST /rest/posts` as the member, public and in the main feed; LinkedIn answers 201 with an
 * empty body and the post's URN in `x-restli-id`.
 */
export async function publish(context: NetworkContext, account: AccountCredentials, input: PublishInput): Promise<PublishResult> {
  const text = withLink(input.text, input.link).trim();
  checkAgainstLimits(linkedinLimits, { text, media: input.media?.[0] }, { maxPixels: LINKEDIN_IMAGE_MAX_PIXELS });
  const author = memberUrn(account.externalId);
  const mediaUrn = input.media?.[0] ? await uploadMedia(context, account.accessToken, author, input.media?.[0]) : null;
  const answer = await linkedinApi(context, {
    path: '/rest/posts',
    json: {
      author,
      commentary: escapeLittleText(text),
      visibility: 'PUBLIC',
      distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
      ...(mediaUrn ? { content: { media: { id: mediaUrn, ...(input.media?.[0]?.type === 'video' && input.title ? { title: input.title } : {}) } } } : {}),
      lifecycleState: 'PUBLISHED',
      isReshareDisabledByAuthor: false,
    },
    bearer: account.accessToken,
  });
  const urn = answer.headers.get('x-restli-id');
  if (!urn) throw new NetworkError('linkedin', 'unknown', networkMessage('network.missingField', { field: 'x-restli-id' }), { status: answer.status });
  return { externalId: urn, url: linkedinPostUrl(context, urn) };
}
