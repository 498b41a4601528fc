import type { FakeAnswer } from '../kit/gate.ts';
import { apiError } from './dialect.ts';

export const PRIVACY_LEVELS = ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'FOLLOWER_OF_CREATOR', 'SELF_ONLY'];

const MB = 1024 * 1024;
const MIN_CHUNK = 5 * MB;
const MAX_CHUNK = 64 * MB;
const MAX_LAST_CHUNK = 128 * MB;

export interface InitBody {
  post_info?: { title?: string; privacy_level?: string; [key: string]: unknown };
  source_info?: {
    source?: string;
    video_size?: number;
    chunk_size?: number;
    total_chunk_count?: number;
    video_url?: string;
  };
}

const invalid = (message: string) => apiError(400, 'invalid_params', message);

/** A Direct Post needs a caption within 2200 UTF-16 units and one of the creator's privacy levels. */
export function checkPostInfo(info: InitBody['post_info']): FakeAnswer | null {
  if (!info || typeof info !== 'object') return invalid('post_info is required.');
  if (info.title !== undefined && (typeof info.title !== 'string' || info.title.length > 2200)) {
    return invalid('post_info.title must be a string of at most 2200 characters.');
  }
  // A posting-specific refusal: TikTok words it with HTTP 200, its habit for OAuth and posting refusals.
  if (!info.privacy_level || !PRIVACY_LEVELS.includes(info.privacy_level)) {
    return apiError(200, 'privacy_level_option_mismatch', 'privacy_level is not one of the creator’s options.');
  }
  return null;
}

/**
 * A video and nothing else (TikTok takes no text-only post): pulled from an http(s) URL, or uploaded in
 * chunks that follow TikTok's arithmetic (5–64 MB, floor(size / chunk) of them, ≤ 1000, the last
 * one ≤ 128 MB; a video under 5 MB in one chunk of its own size).
 */
export function checkSourceInfo(source: InitBody['source_info']): FakeAnswer | null {
  if (!source || typeof source !== 'object') return invalid('source_info is required: a video must be attached.');
  if (source.source === 'PULL_FROM_URL') {
    return typeof source.video_url === 'string' && /^https?:\/\//.test(source.video_url) ? null : invalid('video_url must be an http(s) URL.');
  }
  if (source.source !== 'FILE_UPLOAD') return invalid('source_info.source must be FILE_UPLOAD or PULL_FROM_URL.');
  const { video_size: size, chunk_size: chunk, total_chunk_count: count } = source;
  if (![size, chunk, count].every((n) => Number.isInteger(n) && (n as number) > 0)) {
    return invalid('video_size, chunk_size and total_chunk_count must be positive integers.');
  }
  const [s, c, n] = [size!, chunk!, count!];
  if (s < MIN_CHUNK) return c === s && n === 1 ? null : invalid('A video under 5 MB must be sent as one chunk of its size.');
  if (c < MIN_CHUNK || c > MAX_CHUNK) return invalid('chunk_size must be between 5 MB and 64 MB.');
  if (n !== Math.floor(s / c) || n > 1000) return invalid('total_chunk_count must be floor(video_size / chunk_size), at most 1000.');
  if (s - (n - 1) * c > MAX_LAST_CHUNK) return invalid('The last chunk may not exceed 128 MB.');
  return null;
}

/** Photo mode (`content/init`): at most 35 photos, pulled from URLs. */
const MAX_PHOTOS = 35;
const PHOTO_TITLE_MAX = 90;
const PHOTO_DESCRIPTION_MAX = 4000;

export interface PhotoInitBody {
  media_type?: unknown;
  post_mode?: unknown;
  post_info?: { title?: unknown; description?: unknown; privacy_level?: unknown; [key: string]: unknown };
  source_info?: { source?: unknown; photo_images?: unknown; photo_cover_index?: unknown };
}

const textWithin = (value: unknown, max: number) => value === undefined || (typeof value === 'string' && value.length <= max);

/**
 * What TikTok refuses of a photo post before pulling anything: another media type or post mode, a
 * title or description too long, a privacy level the creator does not offer (a Direct Post), and
 * photos that are not 1 to 35 http(s) URLs with a cover index among them. Like the video flow's
 * pull, the fake does not check that the URLs' domain was verified.
 */
export function checkPhotoInit(body: PhotoInitBody): FakeAnswer | null {
  if (body.media_type !== 'PHOTO') return invalid('media_type must be PHOTO.');
  if (body.post_mode !== 'DIRECT_POST' && body.post_mode !== 'MEDIA_UPLOAD') return invalid('post_mode must be DIRECT_POST or MEDIA_UPLOAD.');
  const info = body.post_info;
  if (!info || typeof info !== 'object') return invalid('post_info is required.');
  if (!textWithin(info.title, PHOTO_TITLE_MAX)) return invalid(`post_info.title must be a string of at most ${PHOTO_TITLE_MAX} characters.`);
  if (!textWithin(info.description, PHOTO_DESCRIPTION_MAX)) return invalid(`post_info.description must be a string of at most ${PHOTO_DESCRIPTION_MAX} characters.`);
  if (body.post_mode === 'DIRECT_POST' && !PRIVACY_LEVELS.includes(String(info.privacy_level))) {
    return apiError(200, 'privacy_level_option_mismatch', 'privacy_level is not one of the creator’s options.');
  }
  const source = body.source_info;
  if (!source || typeof source !== 'object') return invalid('source_info is required: photos must be attached.');
  if (source.source !== 'PULL_FROM_URL') return invalid('source_info.source must be PULL_FROM_URL: photos can only be pulled from a URL.');
  const images = source.photo_images;
  if (!Array.isArray(images) || images.length === 0) return invalid('source_info.photo_images must hold at least one URL.');
  if (images.length > MAX_PHOTOS) return invalid(`source_info.photo_images may hold at most ${MAX_PHOTOS} URLs.`);
  if (images.some((url) => typeof url !== 'string' || !/^https?:\/\/\S+$/.test(url))) return invalid('Each photo_images entry must be an http(s) URL.');
  const cover = source.photo_cover_index;
  if (!Number.isInteger(cover) || (cover as number) < 0 || (cover as number) >= images.length) {
    return invalid('source_info.photo_cover_index is required: the index of one of photo_images.');
  }
  return null;
}
