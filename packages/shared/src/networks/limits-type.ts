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
  /**
   * X weighs URLs as 23 and emoji/CJK as 2; a Mastodon instance counts graphemes, each link
   * `urlLength` and a remote mention as its local part; `graphemes`: what a reader sees as one
   * character (an emoji family, a letter and its accent) counts one (Bluesky). See countPostText in ./check-post.ts.
   */
  textCounting: 'characters' | 'x-weighted' | 'mastodon' | 'graphemes';
  /** What one link counts for where the network counts links at a fixed length (a Mastodon instance's setting). */
  urlLength?: number;
  /** A second bound on the text, in bytes of UTF-8 (Bluesky: 3,000 beside its 300 graphemes). */
  textMaxBytes?: number;
  titleMaxLength?: number;
  textOnlyAllowed: boolean;
  mediaTypes: readonly MediaType[];
  image?: MediaLimits;
  video?: VideoLimits;
  /**
   * Several media in one post (a carousel, a multi-photo post…), each also within its own type's
   * limits; absent: one medium at most.
   */
  mediaSet?: {
    /** How many a set may hold, inclusive (a set is two media or more). */
    max: number;
    /** Where a set needs more than two (none so far); defaults to 2. */
    min?: number;
    /** The types a set may hold (X: photos only; a video goes alone). */
    types: readonly MediaType[];
    /** Photos and videos together in one set. */
    mixed: boolean;
    /** File types that always go alone though their type may be in a set (X: a GIF). */
    aloneMimeTypes?: readonly string[];
  };
  /** A first comment published on the post right after it, as the account; absent where the API gives no way. */
  firstComment?: { maxLength: number };
  /** A thread: further posts (at most `maxParts` after the first), each answering the one before, each within `textMaxLength` (X). */
  thread?: { maxParts: number };
}
