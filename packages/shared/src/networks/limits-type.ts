import type { MediaType } from '../constants/content.ts';
import type { Network } from '../constants/networks.ts';

export interface MediaLimits {
  mimeTypes: readonly string[];
  maxBytes: number;
  /** Width / height, inclusive bounds. */
  minAspectRatio?: number;
  maxAspectRatio?: number;
  minWidth?: number;
  minHeight?: number;
}

export interface VideoLimits extends MediaLimits {
  minDurationSeconds: number;
  maxDurationSeconds: number;
}

/** What a network accepts in one post; the web app checks a post against it before sending. */
export interface NetworkLimits {
  network: Network;
  textMaxLength: number;
  /** X weighs URLs as 23 and emoji/CJK as 2 (see countText in ./check-post.ts). */
  textCounting: 'characters' | 'x-weighted';
  titleMaxLength?: number;
  textOnlyAllowed: boolean;
  mediaTypes: readonly MediaType[];
  image?: MediaLimits;
  video?: VideoLimits;
}
