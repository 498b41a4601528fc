import type { NetworkContext } from '../context.ts';
import type { AccountCredentials, PublishInput } from '../types.ts';
import { uploadVideo } from './media.ts';

/**
 * Without a chosen frame the cover is the one at one second: a video's very first frame is often
 * black or a fade-in.
 */
const DEFAULT_COVER_SECONDS = 1;

/**
 * `PinCreate.media_source` for what the post carries (already checked against the limits): one
 * photo by its URL, 2 to 5 photos as a carousel Pin (`multiple_image_urls`), or a video uploaded
 * first (`POST /media`…) then named by its id, with the cover Pinterest requires — the frame at
 * `options.coverAtSeconds` (a whole number of seconds in the OpenAPI description).
 */
export async function mediaSourceOf(context: NetworkContext, account: AccountCredentials, input: PublishInput): Promise<Record<string, unknown>> {
  const media = input.media ?? [];
  const [first] = media;
  if (first?.type === 'video') {
    const mediaId = await uploadVideo(context, account, first);
    const cover = Math.round(input.options?.coverAtSeconds ?? DEFAULT_COVER_SECONDS);
    return { source_type: 'video_id', media_id: mediaId, cover_image_key_frame_time: cover };
  }
  if (media.length > 1) return { source_type: 'multiple_image_urls', items: media.map((medium) => ({ url: medium.url })) };
  return { source_type: 'image_url', url: first!.url };
}
