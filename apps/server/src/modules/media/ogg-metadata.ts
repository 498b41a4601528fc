import type { VideoMetadata } from './video-metadata.ts';

/**
 * Ogg Theora, best effort: the picture size and frame rate of the identification header, the
 * duration from the last page's granule position of that stream. Anything else answers nulls.
 */
export function oggMetadata(bytes: Buffer): VideoMetadata {
  const header = bytes.indexOf('\x80theora', 0, 'latin1');
  if (header < 0) return { width: null, height: null, durationMs: null };
  const serial = bytes.readUInt32LE(bytes.lastIndexOf('OggS', header, 'latin1') + 14);
  const width = bytes.readUIntBE(header + 14, 3);
  const height = bytes.readUIntBE(header + 17, 3);
  const fpsNumerator = bytes.readUInt32BE(header + 22);
  const fpsDenominator = bytes.readUInt32BE(header + 26);
  const shift = ((bytes[header + 40]! & 0x03) << 3) | (bytes[header + 41]! >> 5);
  let durationMs: number | null = null;
  for (let page = bytes.lastIndexOf('OggS', bytes.length, 'latin1'); page > header; page = bytes.lastIndexOf('OggS', page - 1, 'latin1')) {
    if (page + 18 > bytes.length || bytes.readUInt32LE(page + 14) !== serial) continue;
    const granule = bytes.readBigUInt64LE(page + 6);
    if (granule === 0xffffffffffffffffn) continue;
    const frames = Number(granule >> BigInt(shift)) + Number(granule & ((1n << BigInt(shift)) - 1n));
    if (fpsNumerator) durationMs = Math.round((frames * fpsDenominator * 1000) / fpsNumerator);
    break;
  }
  return { width: width || null, height: height || null, durationMs };
}
