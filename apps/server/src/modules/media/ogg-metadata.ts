import type { VideoMetadata } from './video-metadata.ts';

const BEGINNING_OF_STREAM = 0x02;
/** Theora's identification header is 42 bytes. */
const THEORA_HEADER_BYTES = 42;

interface Page {
  at: number;
  headerType: number;
  granule: bigint;
  serial: number;
  body: number;
  end: number;
}

/** The page at `at`: its header, its segment table, and where its body lies; null if there is none. */
function pageAt(bytes: Buffer, at: number): Page | null {
  if (at + 27 > bytes.length || bytes.toString('latin1', at, at + 4) !== 'OggS' || bytes[at + 4] !== 0) return null;
  const segments = bytes[at + 26]!;
  const body = at + 27 + segments;
  if (body > bytes.length) return null;
  let length = 0;
  for (let i = 0; i < segments; i++) length += bytes[at + 27 + i]!;
  return {
    at,
    headerType: bytes[at + 5]!,
    granule: bytes.readBigUInt64LE(at + 6),
    serial: bytes.readUInt32LE(at + 14),
    body,
    end: Math.min(body + length, bytes.length),
  };
}

/**
 * Ogg Theora: the file opens on its streams' first pages, one of which starts a Theora stream with
 * its identification header (picture size, frame rate); the duration comes from the last page's
 * granule position of that stream. Null when there is no such stream, or it holds no frame.
 */
export function oggMetadata(bytes: Buffer): VideoMetadata | null {
  let theora: { serial: number; width: number; height: number; fpsNumerator: number; fpsDenominator: number; shift: number } | null = null;
  // The first pages are the streams' beginnings, one per stream, before any other page.
  for (let page = pageAt(bytes, 0); page && page.headerType & BEGINNING_OF_STREAM; page = pageAt(bytes, page.end)) {
    const header = page.body;
    if (page.end - header < THEORA_HEADER_BYTES || bytes.toString('latin1', header, header + 7) !== '\x80theora') continue;
    theora = {
      serial: page.serial,
      width: bytes.readUIntBE(header + 14, 3),
      height: bytes.readUIntBE(header + 17, 3),
      fpsNumerator: bytes.readUInt32BE(header + 22),
      fpsDenominator: bytes.readUInt32BE(header + 26),
      shift: ((bytes[header + 40]! & 0x03) << 3) | (bytes[header + 41]! >> 5),
    };
    break;
  }
  if (!theora || !theora.width || !theora.height || !theora.fpsNumerator) return null;
  for (let at = bytes.lastIndexOf('OggS', bytes.length, 'latin1'); at > 0; at = bytes.lastIndexOf('OggS', at - 1, 'latin1')) {
    const page = pageAt(bytes, at);
    if (!page || page.serial !== theora.serial || page.granule === 0xffffffffffffffffn) continue;
    const shift = BigInt(theora.shift);
    const frames = Number(page.granule >> shift) + Number(page.granule & ((1n << shift) - 1n));
    if (frames <= 0) return null;
    return {
      width: theora.width,
      height: theora.height,
      durationMs: Math.round((frames * theora.fpsDenominator * 1000) / theora.fpsNumerator),
    };
  }
  return null;
}
