import { z } from 'zod';
import { frenchMessage, pinterestLimits } from '@publia/shared';
import { altTextField } from '../alt-text.ts';
import { checkAgainstLimits } from '../check-limits.ts';
import type { NetworkContext } from '../context.ts';
import { NetworkError } from '../network-error.ts';
import { readAnswer } from '../read-answer.ts';
import type { AccountCredentials, MediaInput, PublishInput, PublishResult } from '../types.ts';
import { pinterestApi, pinUrl } from './api.ts';
import { mediaSourceOf } from './media-source.ts';

const pinSchema = z.object({ id: z.string().regex(/^\d+$/) });

const refuse = (message: string) => new NetworkError('pinterest', 'invalid_content', message);

/**
 * `PinCreate.alt_text`: an image Pin's photo's. A carousel's items take none in Pinterest's OpenAPI
 * description (`PinMediaSourceImagesURLItem`), and the Pin's own would describe one of its photos
 * only: a carousel Pin goes without.
 */
const altTextOf = (media: MediaInput[] = []) => altTextField('alt_text', media.length === 1 ? media[0] : undefined);

/**
 * A Pin on the account's board (`POST /pins`), the text as its description: a photo (with its
 * alternative text) or a carousel fetched by Pinterest from their public URLs, or a video uploaded
 * first (`media-source.ts`). Everything is checked before the first call, the video's upload included.
 */
export async function publishPin(context: NetworkContext, account: AccountCredentials, input: PublishInput): Promise<PublishResult> {
  checkAgainstLimits(pinterestLimits, input);
  const titleMax = pinterestLimits.titleMaxLength!;
  if (input.title && [...input.title].length > titleMax) {
    throw refuse(frenchMessage('network.titleTooLong', { count: [...input.title].length, max: titleMax }));
  }
  const boardId = account.settings.boardId;
  if (!boardId) throw refuse(frenchMessage('network.pinterest.noBoard'));
  const mediaSource = await mediaSourceOf(context, account, input);
  const answer = await pinterestApi(context, {
    method: 'POST',
    path: '/pins',
    bearer: account.accessToken,
    json: {
      board_id: boardId,
      ...(input.title ? { title: input.title } : {}),
      description: input.text,
      ...(input.link ? { link: input.link } : {}),
      ...altTextOf(input.media),
      media_source: mediaSource,
    },
  });
  const { id } = readAnswer('pinterest', pinSchema, answer);
  return { externalId: id, url: pinUrl(context, id) };
}
