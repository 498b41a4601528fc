import type { ApiMessageKey } from '../messages/fr.ts';
import type { MediaType } from '../constants/content.ts';
import { durationText } from './duration-text.ts';
import type { MediaLimits, NetworkLimits } from './limits-type.ts';
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

/** The length a network gives a text: X's weighted count, or code points. */
export function countPostText(limits: NetworkLimits, text: string): number {
  return limits.textCounting === 'x-weighted' ? countXText(text) : [...text].length;
}

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

/**
 * What a network would refuse (or worse, cut silently), found before anything is sent: empty,
 * text-only where the network wants a medium, text too long, a medium of the wrong type, format,
 * size, duration or proportions. The server refuses with it; the web app warns with it.
 */
export function checkPost(
  limits: NetworkLimits,
  input: { text: string; media?: MediaFacts | undefined },
  options: CheckOptions = {},
): PostProblem | null {
  const { text, media } = input;
  if (!text.trim() && !media) return problem('network.emptyPost');
  if (!media && !limits.textOnlyAllowed) return problem('network.textOnlyRefused');
  const count = options.countText ? options.countText(text) : countPostText(limits, text);
  if (count > limits.textMaxLength) {
    return problem(limits.textCounting === 'x-weighted' ? 'network.textTooLongWeighted' : 'network.textTooLong', {
      count,
      max: limits.textMaxLength,
    });
  }
  if (!media) return null;
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
