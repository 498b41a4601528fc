/**
 * What ffprobe or ffmpeg said about a file it could not read, in a few French words for the creator
 * (the sentence around them is the catalogue's): its own lines are English and name our temporary path.
 */
const KNOWN: { pattern: RegExp; detail: string }[] = [
  { pattern: /moov atom not found/i, detail: 'index MP4 « moov » introuvable' },
  { pattern: /File ended prematurely|End of file|Input\/output error|partial file|truncat/i, detail: 'fichier incomplet' },
  { pattern: /Invalid data found when processing input|could not find codec|unknown format/i, detail: 'format non reconnu' },
  { pattern: /Invalid NAL|error while decoding|corrupt|decode_slice/i, detail: 'images endommagées' },
];

/** `isoMedia`: the file is laid out in MP4 boxes — only then is a missing index what went wrong. */
export function unreadableDetail(stderr: string, options: { isoMedia?: boolean } = {}): string {
  const known = KNOWN.filter(({ detail }) => options.isoMedia || !detail.includes('moov'));
  return known.find(({ pattern }) => pattern.test(stderr))?.detail ?? 'lecture impossible';
}
