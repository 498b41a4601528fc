import type { VideoMetadata } from './video-metadata.ts';

const ID = {
  ebml: 0x1a45dfa3,
  docType: 0x4282,
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackType: 0x83,
  video: 0xe0,
  pixelWidth: 0xb0,
  pixelHeight: 0xba,
  cluster: 0x1f43b675,
};
const MASTERS = new Set([ID.ebml, ID.segment, ID.info, ID.tracks, ID.trackEntry, ID.video]);
const VIDEO_TRACK_TYPE = 1;

/** An EBML variable-length integer: the element id keeps its marker bit, a size drops it. */
function vint(bytes: Buffer, at: number, keepMarker: boolean): { value: number; length: number; unknown: boolean } {
  if (at >= bytes.length) throw new Error('EBML integer past the end');
  const first = bytes[at]!;
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

interface Path {
  parent: number | null;
  /** The TrackEntry being read, if any: what it says of its kind. */
  entry: { video: boolean } | null;
}

/**
 * WebM (Matroska): an EBML header of DocType webm, then a Segment whose Tracks hold at least one
 * video track, with a Duration in Info or clusters of frames (a recording made live, as browsers
 * do, writes no Duration). Info's Duration × TimecodeScale and the first video track's
 * PixelWidth/PixelHeight give the facts. Null when the bytes are not such a file.
 */
export function webmMetadata(bytes: Buffer): VideoMetadata | null {
  const found = {
    docType: '',
    segment: false,
    videoTracks: 0,
    clusters: 0,
    scale: 1_000_000,
    duration: null as number | null,
    width: null as number | null,
    height: null as number | null,
  };
  const walk = (from: number, to: number, path: Path) => {
    let at = from;
    while (at < to) {
      const id = vint(bytes, at, true);
      const size = vint(bytes, at + id.length, false);
      const start = at + id.length + size.length;
      const end = size.unknown ? to : Math.min(start + size.value, to);
      if (path.parent === null && at === 0 && id.value !== ID.ebml) return;
      if (id.value === ID.segment && path.parent === null) found.segment = true;
      if (id.value === ID.cluster && path.parent === ID.segment) found.clusters++;
      if (id.value === ID.trackEntry) {
        const entry = { video: false };
        walk(start, end, { parent: id.value, entry });
        if (entry.video) found.videoTracks++;
      } else if (MASTERS.has(id.value)) {
        walk(start, end, { parent: id.value, entry: path.entry });
      } else if (id.value === ID.docType && path.parent === ID.ebml) found.docType = bytes.toString('latin1', start, end);
      else if (id.value === ID.timecodeScale) found.scale = readUint(bytes, start, size.value);
      else if (id.value === ID.duration) found.duration = size.value === 4 ? bytes.readFloatBE(start) : bytes.readDoubleBE(start);
      else if (id.value === ID.trackType && path.entry) path.entry.video ||= readUint(bytes, start, size.value) === VIDEO_TRACK_TYPE;
      if (path.entry && id.value === ID.video) path.entry.video = true;
      if (id.value === ID.pixelWidth) found.width ??= readUint(bytes, start, size.value);
      else if (id.value === ID.pixelHeight) found.height ??= readUint(bytes, start, size.value);
      at = end;
    }
  };
  walk(0, bytes.length, { parent: null, entry: null });
  const hasDuration = found.duration !== null && found.duration > 0;
  if (found.docType !== 'webm' || !found.segment || found.videoTracks === 0 || !(hasDuration || found.clusters > 0)) return null;
  return {
    width: found.width,
    height: found.height,
    durationMs: hasDuration ? Math.round((found.duration! * found.scale) / 1_000_000) : null,
  };
}
