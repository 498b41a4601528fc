/** What a byte cap leaves the picture and the sound, and the picture size that bitrate can carry. */
export interface BitrateBudget {
  /** The encoder's ceiling for the picture (`-maxrate`, and the buffer over which it holds). */
  videoKbps: number;
  /** The encoder's buffer (`-bufsize`): how far above the ceiling it may go for a moment. */
  bufferKbits: number;
  audioKbps: number;
  /** Past this many pixels per frame the picture would be starved of bits: it is made smaller. */
  maxPixels: number;
}

/** The MP4 index and the encoder's drift around its ceiling take the rest. */
const SIZE_MARGIN = 0.9;
/** The encoder's buffer lets one second above the ceiling through, over the whole file. */
const BUFFER_SECONDS = 1;
/** H.264 at this many bits per pixel and frame still looks clean on a phone (fast preset). */
const MIN_BITS_PER_PIXEL = 0.035;
/** Under this total bitrate the sound goes from 128 to 64 kbit/s, which speech bears well. */
const FULL_AUDIO_FROM_KBPS = 800;
const FULL_AUDIO_KBPS = 128;
const SMALL_AUDIO_KBPS = 64;
/**
 * Above this no H.264 picture of at most 1080×1920 at the fix's quality ever goes; a higher ceiling
 * would only make x264 label the stream with a level some players refuse.
 */
const MAX_VIDEO_KBPS = 20_000;
/** Below this the encoder cannot make a picture at all: the retry with a lower bitrate stops here. */
const MIN_VIDEO_KBPS = 64;

/**
 * Shares `maxBytes` over the duration: sound first (it is small and its loss is heard at once),
 * the rest to the picture, whose size follows what that bitrate can carry. `scale` lowers the
 * picture's share when a first try came out too big.
 */
export function bitrateBudget(input: { maxBytes: number; durationSeconds: number; hasAudio: boolean; frameRate: number; scale?: number }): BitrateBudget {
  const duration = Math.max(input.durationSeconds, 0.1);
  const totalKbits = (input.maxBytes * 8 * SIZE_MARGIN) / 1000;
  const audioKbps = input.hasAudio ? (totalKbits / duration >= FULL_AUDIO_FROM_KBPS ? FULL_AUDIO_KBPS : SMALL_AUDIO_KBPS) : 0;
  const share = ((totalKbits - audioKbps * duration) / (duration + BUFFER_SECONDS)) * (input.scale ?? 1);
  const videoKbps = Math.floor(Math.min(MAX_VIDEO_KBPS, Math.max(MIN_VIDEO_KBPS, share)));
  const maxPixels = (videoKbps * 1000) / (input.frameRate * MIN_BITS_PER_PIXEL);
  return { videoKbps, bufferKbits: videoKbps * BUFFER_SECONDS, audioKbps, maxPixels };
}
