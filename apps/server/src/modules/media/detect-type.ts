import type { MediaType } from '@publia/shared';

export interface DetectedType {
  kind: MediaType;
  mimeType: string;
  extension: string;
  /** SVG is XML text: rasterised before it is stored. */
  svg?: boolean;
}

const starts = (bytes: Buffer, signature: number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (bytes: Buffer, from: number, to: number) => bytes.subarray(from, to).toString('latin1');

const STILL_IMAGE_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1', 'avif', 'avis']);

/** ISO base media (MP4, MOV): a first box `ftyp` with its brand; old QuickTime files open on moov/mdat/wide. */
function isoMedia(bytes: Buffer): DetectedType | null {
  const box = ascii(bytes, 4, 8);
  if (box === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    // HEIF/AVIF photos share the container: they are neither a video nor an accepted photo type.
    if (STILL_IMAGE_BRANDS.has(brand)) return null;
    return brand === 'qt  ' ? { kind: 'video', mimeType: 'video/quicktime', extension: 'mov' } : { kind: 'video', mimeType: 'video/mp4', extension: 'mp4' };
  }
  if (box === 'moov' || box === 'mdat' || box === 'wide') return { kind: 'video', mimeType: 'video/quicktime', extension: 'mov' };
  return null;
}

/** XML text whose root element is <svg> (a BOM, an XML declaration, comments and a doctype may come first). */
function isSvg(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 4096);
  if (head.includes(0)) return false;
  const text = head.toString('utf8').replace(/^\uFEFF/, '');
  const rest = text.replace(/^(\s*(<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>))*\s*/i, '');
  return /^<svg[\s>/]/i.test(rest);
}

/** The type the bytes say, from their magic numbers; never the file name nor the browser's claim. */
export function detectType(bytes: Buffer): DetectedType | null {
  if (starts(bytes, [0xff, 0xd8, 0xff])) return { kind: 'image', mimeType: 'image/jpeg', extension: 'jpg' };
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: 'image', mimeType: 'image/png', extension: 'png' };
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return { kind: 'image', mimeType: 'image/gif', extension: 'gif' };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return { kind: 'image', mimeType: 'image/webp', extension: 'webp' };
  if (starts(bytes, [0x1a, 0x45, 0xdf, 0xa3]) && ascii(bytes, 0, 64).includes('webm')) {
    return { kind: 'video', mimeType: 'video/webm', extension: 'webm' };
  }
  if (ascii(bytes, 0, 4) === 'OggS') return { kind: 'video', mimeType: 'video/ogg', extension: 'ogv' };
  const iso = isoMedia(bytes);
  if (iso) return iso;
  if (isSvg(bytes)) return { kind: 'image', mimeType: 'image/svg+xml', extension: 'svg', svg: true };
  return null;
}
