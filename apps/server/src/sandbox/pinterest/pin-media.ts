import type { SandboxContext } from '../kit/context.ts';
import type { SandboxMedium, SandboxPost } from '../kit/posts.ts';
import { getMedia } from './store.ts';

/** `PinCreate.media_source`, as a client may send it. */
export interface PinMediaSource {
  source_type?: unknown;
  url?: unknown;
  items?: unknown;
  media_id?: unknown;
  cover_image_url?: unknown;
  cover_image_data?: unknown;
  cover_image_content_type?: unknown;
  cover_image_key_frame_time?: unknown;
}

/** `PinMediaSourceImagesURL.items`: 2 to 5 images. */
const CAROUSEL = { min: 2, max: 5 } as const;
const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png'];

const isWebUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/\S+$/.test(value);
const optionalString = (value: unknown) => value === undefined || value === null || typeof value === 'string';

function carouselRefusal(items: unknown): string | null {
  if (!Array.isArray(items)) return 'Invalid parameters: media_source.items is required.';
  // Pinterest's own words for a set out of bounds (the validator's constraint names).
  if (items.length < CAROUSEL.min) return `Invalid parameters: media_source.items: constraint: minItems=${CAROUSEL.min}.`;
  if (items.length > CAROUSEL.max) return `Invalid parameters: media_source.items: constraint: maxItems=${CAROUSEL.max}.`;
  for (const [index, item] of items.entries()) {
    const fields = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    if (!isWebUrl(fields.url)) return `Invalid parameters: media_source.items[${index}].url must be an http(s) URL.`;
    if (!['title', 'description', 'link'].every((field) => optionalString(fields[field])))
      return `Invalid parameters: media_source.items[${index}] has a field that is not a string.`;
  }
  return null;
}

/** A video Pin needs its cover: an image URL, an image's bytes with their type, or a frame's second. */
function videoRefusal(source: PinMediaSource): string | null {
  if (typeof source.media_id !== 'string' || !/^\d+$/.test(source.media_id)) return 'Invalid parameters: media_source.media_id is required.';
  const frame = source.cover_image_key_frame_time;
  if (frame !== undefined && !(Number.isInteger(frame) && (frame as number) >= 0)) return 'Invalid parameters: cover_image_key_frame_time must be an integer of at least 0.';
  if (source.cover_image_url !== undefined && !isWebUrl(source.cover_image_url)) return 'Invalid parameters: cover_image_url must be an http(s) URL.';
  const data = source.cover_image_data !== undefined;
  if (data && !IMAGE_CONTENT_TYPES.includes(String(source.cover_image_content_type))) return 'Invalid parameters: cover_image_url or cover_image_content_type is required.';
  return source.cover_image_url === undefined && !data && frame === undefined ? 'Invalid parameters: cover_image_url or cover_image_content_type is required.' : null;
}

/** What Pinterest refuses in a `media_source` before looking at any file (the OpenAPI `PinMediaSource*` rules). */
export function mediaSourceRefusal(source: PinMediaSource | undefined): string | null {
  if (!source || typeof source !== 'object') return 'Invalid parameters: media_source is required, a Pin needs an image or a video.';
  switch (source.source_type) {
    case 'image_url':
      return isWebUrl(source.url) ? null : 'Invalid parameters: media_source.url must be an http(s) URL.';
    case 'multiple_image_urls':
      return carouselRefusal(source.items);
    case 'video_id':
      return videoRefusal(source);
    default:
      return 'Invalid parameters: unsupported media_source.source_type.';
  }
}

/** What the Pin shows, as the fake keeps it. */
export type PinMedia = Pick<SandboxPost, 'mediaType' | 'mediaUrl' | 'media'> & { coverUrl: string | null; mediaId: string | null };

/**
 * The Pin's media once the source passed `mediaSourceRefusal`: the photo, the carousel's photos in
 * order, or the processed video of this user (null: not ready, or another's), played from the
 * video host when the storage kept its file.
 */
export async function pinMediaOf(ctx: SandboxContext, source: PinMediaSource, userId: string): Promise<PinMedia | null> {
  if (source.source_type === 'multiple_image_urls') {
    const media: SandboxMedium[] = (source.items as { url: string }[]).map((item) => ({ type: 'image', url: item.url }));
    return { mediaType: 'image', mediaUrl: media[0]!.url, media, coverUrl: null, mediaId: null };
  }
  if (source.source_type !== 'video_id') return { mediaType: 'image', mediaUrl: source.url as string, coverUrl: null, mediaId: null };
  const media = await getMedia(ctx.db, source.media_id as string);
  if (!media || media.userId !== userId || media.status !== 'succeeded') return null;
  return {
    mediaType: 'video',
    mediaUrl: media.fileKept ? `${ctx.publicUrl}/sandbox/pinterest/videos/${media.mediaId}` : null,
    coverUrl: typeof source.cover_image_url === 'string' ? source.cover_image_url : null,
    mediaId: media.mediaId,
  };
}
