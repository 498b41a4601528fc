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

const child = (bytes: Buffer, parent: Box, type: string) =>
  [...boxes(bytes, parent.start, parent.end)].find((box) => box.type === type);

/** mvhd: the movie's timescale and duration. */
function movieDurationMs(bytes: Buffer, mvhd: Box): number | null {
  const v1 = bytes[mvhd.start] === 1;
  const timescale = bytes.readUInt32BE(mvhd.start + (v1 ? 20 : 12));
  const duration = v1 ? Number(bytes.readBigUInt64BE(mvhd.start + 24)) : bytes.readUInt32BE(mvhd.start + 16);
  return timescale ? Math.round((duration * 1000) / timescale) : null;
}

/** tkhd: a track's display size (16.16 fixed point), swapped when its matrix turns it a quarter. */
function trackSize(bytes: Buffer, tkhd: Box): { width: number; height: number } | null {
  const matrixAt = tkhd.start + (bytes[tkhd.start] === 1 ? 52 : 40);
  const width = Math.round(bytes.readUInt32BE(matrixAt + 36) / 65536);
  const height = Math.round(bytes.readUInt32BE(matrixAt + 40) / 65536);
  if (!width || !height) return null;
  const quarterTurn = bytes.readInt32BE(matrixAt) === 0 && bytes.readInt32BE(matrixAt + 16) === 0;
  return quarterTurn ? { width: height, height: width } : { width, height };
}

/** MP4 and QuickTime: the moov box, wherever it sits in the file. */
export function mp4Metadata(bytes: Buffer): VideoMetadata {
  const moov = [...boxes(bytes, 0, bytes.length)].find((box) => box.type === 'moov');
  if (!moov) return { width: null, height: null, durationMs: null };
  const mvhd = child(bytes, moov, 'mvhd');
  let size: { width: number; height: number } | null = null;
  for (const trak of boxes(bytes, moov.start, moov.end)) {
    if (trak.type !== 'trak') continue;
    const tkhd = child(bytes, trak, 'tkhd');
    size = tkhd ? trackSize(bytes, tkhd) : null;
    if (size) break;
  }
  return { width: size?.width ?? null, height: size?.height ?? null, durationMs: mvhd ? movieDurationMs(bytes, mvhd) : null };
}
