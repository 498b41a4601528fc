import type { VideoMetadata } from './video-metadata.ts';

const ID = {
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  video: 0xe0,
  pixelWidth: 0xb0,
  pixelHeight: 0xba,
};
const MASTERS = new Set([ID.segment, ID.info, ID.tracks, ID.trackEntry, ID.video]);

/** An EBML variable-length integer: the element id keeps its marker bit, a size drops it. */
function vint(bytes: Buffer, at: number, keepMarker: boolean): { value: number; length: number; unknown: boolean } {
  const first = bytes[at] ?? 0;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  if (length > 8) throw new Error('bad EBML integer');
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = bytes[at + i] ?? 0;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function readUint(bytes: Buffer, at: number, size: number): number {
  let value = 0;
  for (let i = 0; i < size; i++) value = value * 256 + (bytes[at + i] ?? 0);
  return value;
}

/** WebM (Matroska): Info's Duration × TimecodeScale, the first video track's PixelWidth/PixelHeight. */
export function webmMetadata(bytes: Buffer): VideoMetadata {
  const found: { scale: number; duration: number | null; width: number | null; height: number | null } = {
    scale: 1_000_000,
    duration: null,
    width: null,
    height: null,
  };
  const walk = (from: number, to: number) => {
    let at = from;
    while (at < to) {
      const id = vint(bytes, at, true);
      const size = vint(bytes, at + id.length, false);
      const start = at + id.length + size.length;
      const end = size.unknown ? to : Math.min(start + size.value, to);
      if (MASTERS.has(id.value)) walk(start, end);
      else if (id.value === ID.timecodeScale) found.scale = readUint(bytes, start, size.value);
      else if (id.value === ID.duration) found.duration = size.value === 4 ? bytes.readFloatBE(start) : bytes.readDoubleBE(start);
      else if (id.value === ID.pixelWidth) found.width ??= readUint(bytes, start, size.value);
      else if (id.value === ID.pixelHeight) found.height ??= readUint(bytes, start, size.value);
      at = end;
    }
  };
  walk(0, bytes.length);
  return {
    width: found.width,
    height: found.height,
    durationMs: found.duration === null ? null : Math.round((found.duration * found.scale) / 1_000_000),
  };
}
