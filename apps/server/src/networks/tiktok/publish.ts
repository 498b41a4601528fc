import { z } from 'zod';
import { durationText, frenchMessage, tiktokLimits } from '@publia/shared';
import type { NetworkContext } from '../context.ts';
import { NetworkError } from '../network-error.ts';
import { readAnswer } from '../read-answer.ts';
import { checkAgainstLimits } from '../check-limits.ts';
import type { AccountCredentials, MediaInput, PublishInput, PublishResult } from '../types.ts';
import { tiktokApi } from './api.ts';
import { choosePrivacyLevel, queryCreatorInfo, type CreatorInfo } from './creator.ts';
import { checkPhotoTitle, initPhotoPost } from './photos.ts';
import { awaitPublication } from './post-status.ts';
import { chunkPlan, uploadVideo } from './upload.ts';

const initSchema = z.object({ data: z.object({ publish_id: z.string().min(1), upload_url: z.string().nullish() }) });

export const tiktokVideoUrl = (context: NetworkContext, username: string, postId: string) => `${context.baseUrls.auth}/@${encodeURIComponent(username)}/video/${postId}`;

/** A photo post's page on TikTok: `/photo/` where a video's says `/video/`. */
export const tiktokPhotoUrl = (context: NetworkContext, username: string, postId: string) => `${context.baseUrls.auth}/@${encodeURIComponent(username)}/photo/${postId}`;

/** The creator's own ceiling, which may be below TikTok's 10 minutes. */
function checkCreatorDuration(media: MediaInput, creator: CreatorInfo) {
  const { minDurationSeconds: min, maxDurationSeconds: apiMax } = tiktokLimits.video!;
  const max = Math.min(creator.max_video_post_duration_sec, apiMax);
  if (media.durationSeconds !== undefined && media.durationSeconds > max) {
    throw new NetworkError('tiktok', 'invalid_content', frenchMessage('network.durationOutOfRange', { duration: durationText(media.durationSeconds, 'tooLong'), min, max }));
  }
}

/** Direct Post settings; what the creator disabled in TikTok stays disabled, as TikTok requires. */
const postInfo = (text: string, creator: CreatorInfo, account: AccountCredentials) => ({
  title: text,
  privacy_level: choosePrivacyLevel(creator, account.settings.privacyLevel),
  disable_duet: creator.duet_disabled,
  disable_comment: creator.comment_disabled,
  disable_stitch: creator.stitch_disabled,
  video_cover_timestamp_ms: 1000,
  brand_content_toggle: false,
  brand_organic_toggle: false,
  is_aigc: false,
});

/**
 * A video's `video/init` (the file in chunks by default, or pulled by TikTok from its public URL
 * when the account's `videoSource` setting says `PULL_FROM_URL` — that needs the media domain
 * verified with TikTok), then its chunks: the publish id.
 */
async function initVideoPost(context: NetworkContext, account: AccountCredentials, input: PublishInput, creator: CreatorInfo): Promise<string> {
  const media = input.media![0]!;
  checkCreatorDuration(media, creator);
  const pull = account.settings.videoSource === 'PULL_FROM_URL';
  const bytes = pull ? null : await media.read();
  const plan = bytes ? chunkPlan(bytes.length) : null;
  const answer = await tiktokApi(context, {
    path: '/v2/post/publish/video/init/',
    bearer: account.accessToken,
    json: {
      post_info: postInfo(input.text, creator, account),
      source_info: plan ? { source: 'FILE_UPLOAD', ...plan } : { source: 'PULL_FROM_URL', video_url: media.url },
    },
  });
  const init = readAnswer('tiktok', initSchema, answer).data;
  if (bytes && plan) {
    if (!init.upload_url) throw new NetworkError('tiktok', 'unknown', frenchMessage('network.missingField', { status: answer.status, field: 'upload_url' }));
    await uploadVideo(context, init.upload_url, bytes, media.mimeType, plan);
  }
  return init.publish_id;
}

/**
 * A Direct Post of a video or of photos (photo mode: one photo or several, shown as a carousel):
 * creator info, the init of its kind, then `status/fetch` until the post is public.
 */
export async function publishPost(context: NetworkContext, account: AccountCredentials, input: PublishInput): Promise<PublishResult> {
  // TikTok counts the caption in UTF-16 units, as JavaScript does.
  checkAgainstLimits(tiktokLimits, input, { countText: (text) => text.length });
  const photos = input.media![0]!.type === 'image';
  if (photos) checkPhotoTitle(input.title);
  const creator = await queryCreatorInfo(context, account.accessToken);
  const publishId = photos ? await initPhotoPost(context, account, input, creator) : await initVideoPost(context, account, input, creator);
  const postId = await awaitPublication(context, account.accessToken, publishId);
  // Until moderation gives the post its id, the publish id stands in and the link goes to the profile.
  if (!postId) return { externalId: publishId, url: `${context.baseUrls.auth}/@${encodeURIComponent(account.username)}` };
  return { externalId: postId, url: (photos ? tiktokPhotoUrl : tiktokVideoUrl)(context, account.username, postId) };
}
