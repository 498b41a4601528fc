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
  /** Frames per second, inclusive bounds. */
  minFrameRate?: number;
  maxFrameRate?: number;
  /** Either orientation: the longer and the shorter side of the picture, in pixels. */
  maxLongSide?: number;
  maxShortSide?: number;
  minShortSide?: number;
  /** Codec names as ffprobe gives them (h264, hevc, aac…). */
  videoCodecs?: readonly string[];
  audioCodecs?: readonly string[];
  maxAudioSampleRate?: number;
  /** The index (moov atom) must come before the data, so that the network can read it while it downloads. */
  requiresFaststart?: boolean;
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
