import type { ApiMessageKey } from '@publia/shared';

/**
 * Why ffprobe or ffmpeg could not read a file, as the catalogue's sentence for the creator: their
 * own lines are English and name our temporary path, so only the cause is kept.
 */
const KNOWN: { pattern: RegExp; key: ApiMessageKey }[] = [
  { pattern: /moov atom not found/i, key: 'scanner.error.unreadableMoov' },
  { pattern: /File ended prematurely|End of file|Input\/output error|partial file|truncat/i, key: 'scanner.error.unreadableIncomplete' },
  { pattern: /Invalid data found when processing input|could not find codec|unknown format/i, key: 'scanner.error.unreadableFormat' },
  { pattern: /Invalid NAL|error while decoding|corrupt|decode_slice/i, key: 'scanner.error.unreadableFrames' },
];

/** `isoMedia`: the file is laid out in MP4 boxes — only then is a missing index what went wrong. */
export function unreadableKey(stderr: string, options: { isoMedia?: boolean } = {}): ApiMessageKey {
  const known = KNOWN.filter(({ key }) => options.isoMedia || key !== 'scanner.error.unreadableMoov');
  return known.find(({ pattern }) => pattern.test(stderr))?.key ?? 'scanner.error.unreadable';
}
