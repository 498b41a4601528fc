import type { VideoMetadata } from './video-metadata.ts';

interface Box {
  type: string;
  start: number;
  end: number;
}

function* boxes(bytes: Buffer, from: number, to: number): Generator<Box> {
  let at = from;
  while (at + 8 <= to) {
    let size = bytes.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      size = Number(bytes.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < header) return;
    yield { type: bytes.toString('latin1', at + 4, at + 8), start: at + header, end: Math.min(at + size, to) };
    at += size;
  }
}

/** The first box of `type` between `from` and `to`, read one at a time (a file may hold a million tiny boxes). */
function first(bytes: Buffer, from: number, to: number, type: string): Box | undefined {
  for (const box of boxes(bytes, from, to)) if (box.type === type) return box;
  return undefined;
}

const child = (bytes: Buffer, parent: Box, type: string) => first(bytes, parent.start, parent.end, type);

/** A full box's fields are read only when the box holds them all: a box cut short is no box. */
const holds = (box: Box | undefined, v0: number, v1: number, bytes: Buffer): box is Box => !!box && box.end - box.start >= (bytes[box.start] === 1 ? v1 : v0);

/** mvhd or mdhd: a timescale and a duration in its units. */
function headerDuration(bytes: Buffer, box: Box): { timescale: number; duration: number } {
  const v1 = bytes[box.start] === 1;
  const timescale = bytes.readUInt32BE(box.start + (v1 ? 20 : 12));
  const duration = v1 ? Number(bytes.readBigUInt64BE(box.start + 24)) : bytes.readUInt32BE(box.start + 16);
  return { timescale, duration };
}

const durationMs = ({ timescale, duration }: { timescale: number; duration: number }) => (timescale ? Math.round((duration * 1000) / timescale) : null);

/** tkhd: a track's display size (16.16 fixed point), swapped when its matrix turns it a quarter. */
function trackSize(bytes: Buffer, tkhd: Box): { width: number; height: number } | null {
  const matrixAt = tkhd.start + (bytes[tkhd.start] === 1 ? 52 : 40);
  const width = Math.round(bytes.readUInt32BE(matrixAt + 36) / 65536);
  const height = Math.round(bytes.readUInt32BE(matrixAt + 40) / 65536);
  if (!width || !height) return null;
  const quarterTurn = bytes.readInt32BE(matrixAt) === 0 && bytes.readInt32BE(matrixAt + 16) === 0;
  return quarterTurn ? { width: height, height: width } : { width, height };
}

interface VideoTrack {
  media: { timescale: number; duration: number };
  size: { width: number; height: number } | null;
}

/** A trak whose media handler is 'vide', with its media header (and its display size when it has one). */
function videoTrack(bytes: Buffer, trak: Box): VideoTrack | null {
  const mdia = child(bytes, trak, 'mdia');
  const hdlr = mdia && child(bytes, mdia, 'hdlr');
  const mdhd = mdia && child(bytes, mdia, 'mdhd');
  if (!hdlr || hdlr.end - hdlr.start < 12 || bytes.toString('latin1', hdlr.start + 8, hdlr.start + 12) !== 'vide') return null;
  if (!holds(mdhd, 24, 36, bytes)) return null;
  const tkhd = child(bytes, trak, 'tkhd');
  return { media: headerDuration(bytes, mdhd), size: holds(tkhd, 84, 96, bytes) ? trackSize(bytes, tkhd) : null };
}

/**
 * MP4 and QuickTime: the moov box, wherever it sits in the file, with at least one video track
 * that has a duration (a fragmented file, whose moov announces fragments in mvex, keeps its
 * durations in them). Null when the bytes are not such a file, whatever their first box says.
 */
export function mp4Metadata(bytes: Buffer): VideoMetadata | null {
  const moov = first(bytes, 0, bytes.length, 'moov');
  if (!moov) return null;
  const fragmented = !!child(bytes, moov, 'mvex');
  const tracks = [...boxes(bytes, moov.start, moov.end)]
    .filter((box) => box.type === 'trak')
    .map((trak) => videoTrack(bytes, trak))
    .filter((track): track is VideoTrack => !!track && track.media.timescale > 0 && (track.media.duration > 0 || fragmented));
  const track = tracks.find((one) => one.size) ?? tracks[0];
  if (!track) return null;
  const mvhd = child(bytes, moov, 'mvhd');
  const movie = holds(mvhd, 20, 32, bytes) ? headerDuration(bytes, mvhd) : null;
  return {
    width: track.size?.width ?? null,
    height: track.size?.height ?? null,
    durationMs: movie?.duration ? durationMs(movie) : track.media.duration ? durationMs(track.media) : null,
  };
}
