import type { MediaLimits, Network, NetworkLimits } from '@publia/shared';
import { networkMessage } from './http.ts';
import { NetworkError } from './network-error.ts';
import type { MediaInput } from './types.ts';

export interface LimitOptions {
  /** How the network counts text (X weighs links and emoji); code points by default. */
  countText?: (text: string) => number;
  /** A byte cap that depends on the file (X takes GIFs up to 15 MB, other images up to 5 MB). */
  maxBytes?: (media: MediaInput) => number | undefined;
  /** A cap in pixels (LinkedIn images). */
  maxPixels?: number;
}

const fail = (network: Network, message: string) => new NetworkError(network, 'invalid_content', message);
const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toLocaleString('fr-FR', { maximumFractionDigits: 1 });
const decimal = (value: number) => value.toLocaleString('fr-FR', { maximumFractionDigits: 2 });

function checkMedia(network: Network, media: MediaInput, limits: MediaLimits, options: LimitOptions) {
  if (!limits.mimeTypes.includes(media.mimeType)) throw fail(network, networkMessage('network.mimeTypeRefused', { mimeType: media.mimeType }));
  const maxBytes = options.maxBytes?.(media) ?? limits.maxBytes;
  if (media.sizeBytes > maxBytes) {
    throw fail(network, networkMessage('network.mediaTooLarge', { size: megabytes(media.sizeBytes), max: megabytes(maxBytes) }));
  }
  const { width, height } = media;
  if (!width || !height) return;
  if ((limits.minWidth && width < limits.minWidth) || (limits.minHeight && height < limits.minHeight)) {
    throw fail(network, networkMessage('network.dimensionsTooSmall', { width, height, minWidth: limits.minWidth ?? 0, minHeight: limits.minHeight ?? 0 }));
  }
  const ratio = width / height;
  const min = limits.minAspectRatio ?? 0;
  const max = limits.maxAspectRatio ?? Number.POSITIVE_INFINITY;
  if (ratio < min || ratio > max) {
    throw fail(network, networkMessage('network.aspectRatioOutOfRange', { ratio: decimal(ratio), min: decimal(min), max: decimal(max) }));
  }
  if (options.maxPixels && width * height > options.maxPixels) {
    throw fail(network, networkMessage('network.tooManyPixels', { pixels: width * height, max: options.maxPixels }));
  }
}

/**
 * Refuses, before any call, a post the network would refuse (or worse, cut silently): empty,
 * text-only where the network wants a medium, text too long, a medium of the wrong type, format,
 * size, duration or proportions. Dimensions and duration are checked when they are known.
 */
export function checkAgainstLimits(limits: NetworkLimits, input: { text: string; media?: MediaInput | undefined }, options: LimitOptions = {}) {
  const { network } = limits;
  const { text, media } = input;
  if (!text.trim() && !media) throw fail(network, networkMessage('network.emptyPost'));
  if (!media && !limits.textOnlyAllowed) throw fail(network, networkMessage('network.textOnlyRefused'));
  const count = (options.countText ?? ((value: string) => [...value].length))(text);
  if (count > limits.textMaxLength) {
    const key = limits.textCounting === 'x-weighted' ? 'network.textTooLongWeighted' : 'network.textTooLong';
    throw fail(network, networkMessage(key, { count, max: limits.textMaxLength }));
  }
  if (!media) return;
  const mediaLimits = limits.mediaTypes.includes(media.type) ? limits[media.type] : undefined;
  if (!mediaLimits) throw fail(network, networkMessage('network.mediaTypeRefused', { type: media.type }));
  checkMedia(network, media, mediaLimits, options);
  if (media.type === 'video' && limits.video && media.durationSeconds !== undefined) {
    const { minDurationSeconds: min, maxDurationSeconds: max } = limits.video;
    if (media.durationSeconds < min || media.durationSeconds > max) {
      throw fail(network, networkMessage('network.durationOutOfRange', { duration: decimal(media.durationSeconds), min: decimal(min), max: decimal(max) }));
    }
  }
}

/** The text as posted: the link, when there is one the text does not already carry, on its own line. */
export const withLink = (text: string, link?: string) => (link && !text.includes(link) ? `${text.trimEnd()}\n\n${link}`.trim() : text);
