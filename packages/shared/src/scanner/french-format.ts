const MIB = 1024 * 1024;

/**
 * A number as a French reader writes it (« 2,5 », « 1 500 », « −31 »): the scanner's messages carry
 * their figures already written, so that every language shows the measurement the same way.
 */
export function frenchNumber(value: number, maxDigits = 1): string {
  // The typographic minus, as in « −14 LUFS »: toLocaleString writes a hyphen.
  return value.toLocaleString('fr-FR', { maximumFractionDigits: maxDigits }).replace('-', '\u2212');
}

/** A size in MiB with one decimal, as the networks' refusals show it (« 12,5 »). */
export const frenchMegabytes = (bytes: number): string => frenchNumber(bytes / MIB, 1);

/** A share (0–1) as a whole percentage. */
export const wholePercent = (ratio: number): number => Math.round(Math.min(1, Math.max(0, ratio)) * 100);

/** « 4,5 s », « 42 s », « 3 min 20 s », « 1 h 5 min »: a duration as a creator reads it. */
export function frenchDuration(seconds: number): string {
  if (seconds < 10) return `${frenchNumber(Math.round(seconds * 10) / 10)} s`;
  const total = Math.round(seconds);
  if (total < 60) return `${total} s`;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  if (hours) return minutes ? `${hours} h ${minutes} min` : `${hours} h`;
  return rest ? `${minutes} min ${rest} s` : `${minutes} min`;
}

const CODEC_LABELS: Record<string, string> = {
  h264: 'H.264',
  hevc: 'HEVC',
  vp8: 'VP8',
  vp9: 'VP9',
  av1: 'AV1',
  mpeg4: 'MPEG-4',
  prores: 'ProRes',
  aac: 'AAC',
  mp3: 'MP3',
  opus: 'Opus',
  vorbis: 'Vorbis',
  pcm_s16le: 'PCM',
};

/** ffprobe's codec name as its users know it (`h264` → H.264). */
export const codecLabel = (codec: string): string => CODEC_LABELS[codec] ?? codec.toUpperCase();
