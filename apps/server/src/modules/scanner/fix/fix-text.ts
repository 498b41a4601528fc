import { codecLabel, type ApiMessageKey, type ScannerMessage } from '@publia/shared';

/** A sentence of the catalogue and its values; the key is checked against the French catalogue. */
export const fixMessage = (key: ApiMessageKey, params: ScannerMessage['params'] = {}): ScannerMessage => ({ key, params });

export const dimensions = (size: { width: number; height: number }): string => `${size.width}×${size.height}`;

const greatestDivisor = (a: number, b: number): number => (b === 0 ? a : greatestDivisor(b, a % b));

/** A shape as creators name it: 1080×1920 is "9:16", 1080×1350 is "4:5". */
export function shapeName(size: { width: number; height: number }): string {
  const divisor = greatestDivisor(size.width, size.height);
  return `${size.width / divisor}:${size.height / divisor}`;
}

/** The source's codecs as a creator reads them: "VP8 / Vorbis", "H.264". */
export const codecsName = (videoCodec: string, audioCodec: string | null): string =>
  audioCodec ? `${codecLabel(videoCodec)} / ${codecLabel(audioCodec)}` : codecLabel(videoCodec);
