import type { ApiMessageKey } from '../messages/fr.ts';
import type { MediaType } from '../constants/content.ts';
import { durationText } from './duration-text.ts';
import type { MediaLimits, NetworkLimits } from './limits-type.ts';
import { countGraphemes, utf8Length } from './graphemes.ts';
import { countMastodonStatus } from './mastodon.ts';
import { countXText } from './twitter.ts';

/** What is known of a post's medium before it is sent. */
export interface MediaFacts {
  type: MediaType;
  mimeType: string;
  sizeBytes: number;
  width?: number;
  height?: number;
  durationSeconds?: number;
}

export interface CheckOptions {
  /** How the network counts text, when not by its `textCounting` rule. */
  countText?: (text: string) => number;
  /** A byte cap that depends on the file (X takes GIFs up to 15 MB, other images up to 5 MB). */
  maxBytes?: (media: MediaFacts) => number | undefined;
  /** A cap in pixels (LinkedIn images). */
  maxPixels?: number;
}

/** The first reason a network would refuse the post: a catalogue key and its parameters. */
export interface PostProblem {
  key: ApiMessageKey;
  params: Record<string, string | number>;
}

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toLocaleString('fr-FR', { maximumFractionDigits: 1 });
const decimal = (value: number) => value.toLocaleString('fr-FR', { maximumFractionDigits: 2 });
const problem = (key: ApiMessageKey, params: PostProblem['params'] = {}): PostProblem => ({ key, params });

/**
 * The length a network gives a text: X's weighted count, a Mastodon instance's (the content
 * warning counted with the text), graphemes (Bluesky), or code points.
 */
export function countPostText(limits: NetworkLimits, text: string, extra: { contentWarning?: string | undefined } = {}): number {
  if (limits.textCounting === 'x-weighted') return countXText(text);
  if (limits.textCounting === 'mastodon') return countMastodonStatus(text, extra.contentWarning, limits.urlLength);
  if (limits.textCounting === 'graphemes') return countGraphemes(text);
  return [...text].length;
}

/** The text over the network's byte bound, where it has one (Bluesky's 3,000 bytes of UTF-8). */
function bytesProblem(limits: NetworkLimits, text: string, position?: number): PostProblem | null {
  if (limits.textMaxBytes === undefined) return null;
  const bytes = utf8Length(text);
  if (bytes <= limits.textMaxBytes) return null;
  return position === undefined
    ? problem('network.textTooManyBytes', { count: bytes, max: limits.textMaxBytes })
    : problem('network.threadPartTooManyBytes', { position, count: bytes, max: limits.textMaxBytes });
}

const TOO_LONG_KEYS = {
  characters: 'network.textTooLong',
  'x-weighted': 'network.textTooLongWeighted',
  mastodon: 'network.textTooLongMastodon',
  graphemes: 'network.textTooLong',
} as const;

function checkMedia(media: MediaFacts, limits: MediaLimits, options: CheckOptions): PostProblem | null {
  if (!limits.mimeTypes.includes(media.mimeType)) return problem('network.mimeTypeRefused', { mimeType: media.mimeType });
  const maxBytes = options.maxBytes?.(media) ?? limits.maxBytes;
  if (media.sizeBytes > maxBytes) {
    return problem('network.mediaTooLarge', { size: megabytes(media.sizeBytes), max: megabytes(maxBytes) });
  }
  const { width, height } = media;
  if (!width || !height) return null;
  if ((limits.minWidth && width < limits.minWidth) || (limits.minHeight && height < limits.minHeight)) {
    return problem('network.dimensionsTooSmall', { width, height, minWidth: limits.minWidth ?? 0, minHeight: limits.minHeight ?? 0 });
  }
  const ratio = width / height;
  const min = limits.minAspectRatio ?? 0;
  const max = limits.maxAspectRatio ?? Number.POSITIVE_INFINITY;
  if (ratio < min || ratio > max) {
    return problem('network.aspectRatioOutOfRange', { ratio: decimal(ratio), min: decimal(min), max: decimal(max) });
  }
  if (options.maxPixels && width * height > options.maxPixels) {
    return problem('network.tooManyPixels', { pixels: width * height, max: options.maxPixels });
  }
  return null;
}

/** What a post holds beyond its text: its media (one or a set), a first comment, a thread's further posts. */
export interface PostInput {
  text: string;
  media?: MediaFacts | readonly MediaFacts[] | undefined;
  firstComment?: string | null | undefined;
  /** The posts that follow the first one in a thread, in order. */
  thread?: readonly string[] | undefined;
  /** A Mastodon content warning, counted with the text there. */
  contentWarning?: string | undefined;
}

/**
 * What a network would refuse (or worse, cut silently), found before anything is sent: empty,
 * text-only where the network wants a medium, text too long, a medium of the wrong type, format,
 * size, duration or proportions, a set of media the network does not take (too many, a type or a mix
 * it refuses), a first comment or a thread it cannot publish or that is too long. The server
 * refuses with it; the web app warns with it.
 */
export function checkPost(limits: NetworkLimits, input: PostInput, options: CheckOptions = {}): PostProblem | null {
  const { text } = input;
  const media: readonly MediaFacts[] = input.media === undefined ? [] : Array.isArray(input.media) ? input.media : [input.media as MediaFacts];
  if (!text.trim() && media.length === 0) return problem('network.emptyPost');
  if (media.length === 0 && !limits.textOnlyAllowed) return problem('network.textOnlyRefused');
  const count = options.countText ? options.countText(text) : countPostText(limits, text, { contentWarning: input.contentWarning });
  if (count > limits.textMaxLength) {
    return problem(TOO_LONG_KEYS[limits.textCounting], { count, max: limits.textMaxLength, ...(limits.textCounting === 'mastodon' ? { urlLength: limits.urlLength ?? 23 } : {}) });
  }
  const bytes = bytesProblem(limits, text);
  if (bytes) return bytes;
  const setProblem = media.length > 1 ? checkMediaSet(limits, media) : null;
  if (setProblem) return setProblem;
  for (const medium of media) {
    const mediumProblem = checkMedium(limits, medium, options);
    if (mediumProblem) return mediumProblem;
  }
  return checkFollowUps(limits, input, options);
}

function checkMediaSet(limits: NetworkLimits, media: readonly MediaFacts[]): PostProblem | null {
  const set = limits.mediaSet;
  if (!set) return problem('network.oneMediumOnly');
  if (media.length > set.max) return problem('network.tooManyMedia', { count: media.length, max: set.max });
  if (media.length < (set.min ?? 2)) return problem('network.tooFewMedia', { count: media.length, min: set.min ?? 2 });
  const refused = media.find((medium) => !set.types.includes(medium.type));
  if (refused) return problem(refused.type === 'video' ? 'network.videoInSetRefused' : 'network.photoInSetRefused');
  if (!set.mixed && new Set(media.map((medium) => medium.type)).size > 1) return problem('network.mixedMediaRefused');
  if (media.some((medium) => set.aloneMimeTypes?.includes(medium.mimeType))) return problem('network.gifInSetRefused');
  return null;
}

function checkMedium(limits: NetworkLimits, media: MediaFacts, options: CheckOptions): PostProblem | null {
  const mediaLimits = limits.mediaTypes.includes(media.type) ? limits[media.type] : undefined;
  if (!mediaLimits) return problem('network.mediaTypeRefused', { type: media.type });
  const mediaProblem = checkMedia(media, mediaLimits, options);
  if (mediaProblem) return mediaProblem;
  if (media.type === 'video' && limits.video && media.durationSeconds !== undefined) {
    const { minDurationSeconds: min, maxDurationSeconds: max } = limits.video;
    // The exact duration is compared; the text shows it without rounding it into the range.
    const side = media.durationSeconds < min ? 'tooShort' : media.durationSeconds > max ? 'tooLong' : null;
    if (side) {
      return problem('network.durationOutOfRange', { duration: durationText(media.durationSeconds, side), min: decimal(min), max: decimal(max) });
    }
  }
  return null;
}

/** The first comment and the thread's further posts, each checked as the network counts it. */
function checkFollowUps(limits: NetworkLimits, input: PostInput, options: CheckOptions): PostProblem | null {
  const comment = input.firstComment?.trim();
  if (comment) {
    if (!limits.firstComment) return problem('network.firstCommentRefused');
    // A first comment that is a post of its own (a Bluesky self-reply) is counted as the network counts posts.
    const length = limits.textCounting === 'graphemes' ? countGraphemes(comment) : [...comment].length;
    if (length > limits.firstComment.maxLength) return problem('network.firstCommentTooLong', { count: length, max: limits.firstComment.maxLength });
    const bytes = bytesProblem(limits, comment);
    if (bytes) return bytes;
  }
  const thread = input.thread ?? [];
  if (thread.length === 0) return null;
  if (!limits.thread) return problem('network.threadRefused');
  if (thread.length > limits.thread.maxParts) return problem('network.threadTooLong', { count: thread.length + 1, max: limits.thread.maxParts + 1 });
  for (const [index, part] of thread.entries()) {
    const position = index + 2;
    if (!part.trim()) return problem('network.threadPartEmpty', { position });
    const count = options.countText ? options.countText(part) : countPostText(limits, part);
    if (count > limits.textMaxLength) return problem('network.threadPartTooLong', { position, count, max: limits.textMaxLength });
    const bytes = bytesProblem(limits, part, position);
    if (bytes) return bytes;
  }
  return null;
}

/**
 * What of a post's first comment and thread one network receives: the comment where it takes one,
 * the thread's non-empty posts where it threads (X), nothing elsewhere. The publish check, the
 * publishing engine and the create screen all ask this.
 */
export function followUpsFor(
  limits: NetworkLimits,
  post: { firstComment?: string | null | undefined; thread?: readonly string[] | undefined },
): { firstComment: string | null; thread: string[] } {
  return {
    firstComment: limits.firstComment && post.firstComment?.trim() ? post.firstComment : null,
    thread: limits.thread ? (post.thread ?? []).filter((part) => part.trim()) : [],
  };
}
