import { SCANNER_LIMITS, SCANNER_VIDEO_TYPES } from '@publia/shared';
import type { MessageKey } from '../../lib/i18n/index.ts';

/** The file input's filter: the formats the scanner reads. */
export const VIDEO_ACCEPT = SCANNER_VIDEO_TYPES.join(',');

/**
 * The browser's first look at a chosen file, with the catalogue's messages: nothing chosen, not a video,
 * over 100 MB. The server reads the bytes afterwards and refuses what only claims to be a video.
 */
export function videoProblem(file: { type: string; size: number } | null): MessageKey | null {
  if (!file) return 'api.scanner.error.missingFile';
  if (!(SCANNER_VIDEO_TYPES as readonly string[]).includes(file.type.toLowerCase())) return 'api.scanner.error.notVideo';
  if (file.size > SCANNER_LIMITS.maxBytes) return 'api.scanner.error.tooLarge';
  return null;
}
