import { z } from 'zod';
import { durationText, tiktokLimits } from '@publia/shared';
import type { NetworkContext } from '../context.ts';
import { networkMessage } from '../http.ts';
import { NetworkError } from '../network-error.ts';
import { pollUntilDone } from '../poll.ts';
import { readAnswer } from '../read-answer.ts';
import { checkAgainstLimits } from '../check-limits.ts';
import type { AccountCredentials, MediaInput, PublishInput, PublishResult } from '../types.ts';
import { afterAcceptance } from '../unconfirmed-delivery.ts';
import { preciseIds, tiktokApi } from './api.ts';
import { choosePrivacyLevel, queryCreatorInfo, type CreatorInfo } from './creator.ts';
import { kindOfTikTokCode } from './errors.ts';
import { chunkPlan, uploadVideo } from './upload.ts';

/** `status/fetch` allows 30 calls a minute per token. */
const STATUS_INTERVAL_MS = 2_000;
/** Checks made after `PUBLISH_COMPLETE` for the post id, which only comes once TikTok has moderated the video. */
const ID_WAIT_CHECKS = 15;

const initSchema = z.object({ data: z.object({ publish_id: z.string().min(1), upload_url: z.string().nullish() }) });
const statusSchema = z.object({
  data: z.object({
    status: z.string(),
    fail_reason: z.string().nullish(),
    // Spelled so by TikTok; int64 values, read as strings by `preciseIds`.
    publicaly_available_post_id: z.array(z.union([z.string(), z.number()])).nullish(),
  }),
});

type Outcome = { postId: string | null } | { failReason: string };

export const tiktokVideoUrl = (context: NetworkContext, username: string, postId: string) =>
  `${context.baseUrls.auth}/@${encodeURIComponent(username)}/video/${postId}`;

/** The creator's own ceiling, which may be below TikTok's 10 minutes. */
function checkCreatorDuration(media: MediaInput, creator: CreatorInfo) {
  const { minDurationSeconds: min, maxDurationSeconds: apiMax } = tiktokLimits.video!;
  const max = Math.min(creator.max_video_post_duration_sec, apiMax);
  if (media.durationSeconds !== undefined && media.durationSeconds > max) {
    throw new NetworkError('tiktok', 'invalid_content', networkMessage('network.durationOutOfRange', { duration: durationText(media.durationSeconds, 'tooLong'), min, max }));
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

async function waitForPost(context: NetworkContext, accessToken: string, publishId: string): Promise<Outcome> {
  let checksWithoutId = 0;
  return pollUntilDone<Outcome>(context, async () => {
    const answer = await tiktokApi(preciseIds(context), {
      path: '/v2/post/publish/status/fetch/',
      json: { publish_id: publishId },
      bearer: accessToken,
      readOnly: true,
    });
    const { status, fail_reason, publicaly_available_post_id } = readAnswer('tiktok', statusSchema, answer).data;
    if (status === 'FAILED') return { state: 'done', value: { failReason: fail_reason || status } };
    if (status === 'SEND_TO_USER_INBOX') return { state: 'done', value: { postId: null } };
    if (status === 'PUBLISH_COMPLETE') {
      const id = publicaly_available_post_id?.[0];
      if (id !== undefined) return { state: 'done', value: { postId: String(id) } };
      if (++checksWithoutId > ID_WAIT_CHECKS) return { state: 'done', value: { postId: null } };
    }
    return { state: 'pending', waitMs: STATUS_INTERVAL_MS };
  });
}

/**
 * Video only (Direct Post): creator info, `video/init` (the file in chunks by default, or pulled by
 * TikTok from its public URL when the account's `videoSource` setting says `PULL_FROM_URL` — that
 * needs the media domain verified with TikTok), then `status/fetch` until the post is public.
 */
export async function publishVideo(context: NetworkContext, account: AccountCredentials, input: PublishInput): Promise<PublishResult> {
  // TikTok counts the caption in UTF-16 units, as JavaScript does.
  checkAgainstLimits(tiktokLimits, input, { countText: (text) => text.length });
  const media = input.media![0]!;
  const creator = await queryCreatorInfo(context, account.accessToken);
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
    if (!init.upload_url) throw new NetworkError('tiktok', 'unknown', networkMessage('network.missingField', { status: answer.status, field: 'upload_url' }));
    await uploadVideo(context, init.upload_url, bytes, media.mimeType, plan);
  }
  // From here TikTok has the video: a lost status check must not make the engine post it twice.
  const outcome = await afterAcceptance('tiktok', () => waitForPost(context, account.accessToken, init.publish_id));
  if ('failReason' in outcome) {
    const kind = kindOfTikTokCode(outcome.failReason) ?? 'invalid_content';
    // The only fail reasons that mean "wait" are TikTok's daily posting caps.
    const resetAt = kind === 'rate_limited' ? { resetAt: new Date(Date.now() + 86_400_000) } : {};
    throw new NetworkError('tiktok', kind, networkMessage('network.processingFailed', { state: outcome.failReason }), {
      code: outcome.failReason,
      ...resetAt,
    });
  }
  // Until moderation gives the post its id, the publish id stands in and the link goes to the profile.
  if (!outcome.postId) return { externalId: init.publish_id, url: `${context.baseUrls.auth}/@${encodeURIComponent(account.username)}` };
  return { externalId: outcome.postId, url: tiktokVideoUrl(context, account.username, outcome.postId) };
}
