import type { SandboxContext } from '../kit/context.ts';
import type { FakeAnswer } from '../kit/gate.ts';
import { invalidRequest } from './dialect.ts';
import { getMedia, type FakeMedia } from './media-store.ts';

/** `media.media_ids` of `POST /2/tweets`: 1 to 4 ids (TweetCreateRequest). */
const MAX_MEDIA = 4;

/** What X answers about the media ids it cannot attach: one message, whichever the reason. */
const invalidMediaIds = () => invalidRequest('Your media IDs are invalid.', 'media.media_ids');

/** A GIF or a video goes alone on X; only photos make a set. */
const isPhoto = (media: FakeMedia) => media.category === 'tweet_image' && media.mimeType !== 'image/gif';

/** An attached medium: its type, where its file is served (a photo's; X gives no video file here), its alternative text. */
export interface TweetMedium {
  type: 'image' | 'video';
  url: string | null;
  /** What its metadata says it shows (`alt_text`), when the client gave one. */
  altText?: string;
}

const mediumOf = (ctx: SandboxContext, media: FakeMedia): TweetMedium => ({
  type: media.category.endsWith('video') ? 'video' : 'image',
  url: media.data ? `${ctx.publicUrl}/sandbox/twitter/pbs/media/${media.id}` : null,
  ...(media.altText ? { altText: media.altText } : {}),
});

export type TweetMedia = { ok: true; media: TweetMedium[] } | { ok: false; refusal: FakeAnswer };

/**
 * The media a new tweet attaches, in the order given, as X checks them: 1 to 4 ids (its schema's
 * own words past four), each uploaded by the caller and processed, several only if all are photos.
 */
export async function tweetMediaOf(ctx: SandboxContext, ids: unknown, userId: string): Promise<TweetMedia> {
  if (ids === undefined) return { ok: true, media: [] };
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string')) return { ok: false, refusal: invalidMediaIds() };
  if (ids.length < 1) return { ok: false, refusal: invalidRequest('$.media.media_ids: there must be a minimum of 1 item in the array', 'media.media_ids') };
  if (ids.length > MAX_MEDIA) {
    return { ok: false, refusal: invalidRequest(`$.media.media_ids: there must be a maximum of ${MAX_MEDIA} items in the array`, 'media.media_ids') };
  }
  const media = await Promise.all(ids.map((id: string) => getMedia(ctx.db, id)));
  const usable = media.filter((item): item is FakeMedia => !!item && item.userId === userId && item.state === 'succeeded');
  if (usable.length !== ids.length) return { ok: false, refusal: invalidMediaIds() };
  if (usable.length > 1 && !usable.every(isPhoto)) return { ok: false, refusal: invalidMediaIds() };
  return { ok: true, media: usable.map((item) => mediumOf(ctx, item)) };
}
