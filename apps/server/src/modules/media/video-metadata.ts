import type { DetectedType } from './detect-type.ts';
import { mp4Metadata } from './mp4-metadata.ts';
import { oggMetadata } from './ogg-metadata.ts';
import { webmMetadata } from './webm-metadata.ts';

export interface VideoMetadata {
  width: number | null;
  height: number | null;
  durationMs: number | null;
}

const INT_MAX = 2 ** 31 - 1;
/** A header's number as a column can keep it: "unknown" markers (all bits set), NaN or negatives are unknown. */
const plausible = (value: number | null) => (value !== null && Number.isFinite(value) && value >= 0 && value <= INT_MAX ? Math.round(value) : null);

function read(bytes: Buffer, type: DetectedType): VideoMetadata | null {
  if (type.mimeType === 'video/webm') return webmMetadata(bytes);
  if (type.mimeType === 'video/ogg') return oggMetadata(bytes);
  return mp4Metadata(bytes);
}

/**
 * Dimensions and duration read from the container's headers (each null where the file does not
 * say), or null for bytes that do not parse as the container they claim, with a video track that
 * has a duration: a file that only begins like a video is not stored as one.
 */
export function videoMetadata(bytes: Buffer, type: DetectedType): VideoMetadata | null {
  let found: VideoMetadata | null;
  try {
    found = read(bytes, type);
  } catch {
    // A header cut short or malformed.
    return null;
  }
  return found && { width: plausible(found.width), height: plausible(found.height), durationMs: plausible(found.durationMs) };
}
