import sharp, { type Metadata, type SharpOptions } from 'sharp';
import type { ColorTransformInput, ProcessedImage } from '../../core/context/image-pool.ts';
import { MAX_PIXELS } from './image-protocol.ts';

export type { ProcessedImage } from '../../core/context/image-pool.ts';

/**
 * The image work itself: decoding, SVG drawing, the filters' colour transform. It runs inside the
 * image pool's worker processes (image-worker.ts), never in the process that answers HTTP (the
 * bench calls it directly). It imports sharp and, types aside, no server code, so a worker starts
 * light.
 */

/** The longest side an SVG is drawn at: it says its own size, which may be anything. */
const SVG_MAX_SIDE = 4096;
const SVG_DEFAULT_DENSITY = 72;
const JPEG_QUALITY = 90;
type RecombMatrix = Parameters<ReturnType<typeof sharp>['recomb']>[0];

/** Why the work was refused: too many pixels for the budget, or bytes that do not decode. */
export type ImageRefusal = 'pixels' | 'unreadable';

export class ImageOpError extends Error {
  constructor(readonly reason: ImageRefusal) {
    super(`image refused: ${reason}`);
  }
}

const open = (bytes: Buffer) => sharp(bytes, { limitInputPixels: MAX_PIXELS, animated: false });

/** Reads the header only; a size above the budget is refused before anything is decoded. */
async function header(bytes: Buffer, options: SharpOptions = {}): Promise<Metadata> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS, ...options }).metadata();
  } catch (error) {
    throw new ImageOpError(/pixel limit/i.test(String((error as Error).message)) ? 'pixels' : 'unreadable');
  }
  const height = meta.pageHeight ?? meta.height ?? 0;
  if ((meta.width ?? 0) * height > MAX_PIXELS) throw new ImageOpError('pixels');
  return meta;
}

/** Width and height as the photo is shown (EXIF orientations 5–8 turn it a quarter), within the pixel budget. */
export async function imageSize(bytes: Buffer): Promise<{ width: number | null; height: number | null }> {
  const meta = await header(bytes);
  const quarterTurn = (meta.orientation ?? 1) >= 5;
  const width = meta.width ?? null;
  const height = meta.pageHeight ?? meta.height ?? null;
  return quarterTurn ? { width: height, height: width } : { width, height };
}

/** Raster images embedded as data: URIs are decoded by the SVG renderer: they share the pixel budget. */
async function checkEmbeddedImages(text: string): Promise<void> {
  let pixels = 0;
  for (const match of text.matchAll(/data:image\/[a-z+.-]+;base64,([A-Za-z0-9+/=\s]+)/gi)) {
    const meta = await header(Buffer.from(match[1]!.replace(/\s+/g, ''), 'base64'));
    pixels += (meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0);
    if (pixels > MAX_PIXELS) throw new ImageOpError('pixels');
  }
}

/**
 * SVG → PNG: networks take no SVG, and a raster keeps no script, link or external reference.
 * librsvg draws it without fetching anything. The drawing was checked for costly features before
 * it came here (svg-guard.ts); what is left is bounded by the pool's time limit.
 */
export async function rasteriseSvg(bytes: Buffer): Promise<ProcessedImage> {
  await checkEmbeddedImages(bytes.toString('utf8'));
  // The size an SVG declares is not pixels yet: it is drawn at SVG_MAX_SIDE at most, below.
  const declared = await sharp(bytes)
    .metadata()
    .catch(() => {
      throw new ImageOpError('unreadable');
    });
  const side = Math.max(declared.width ?? 0, declared.height ?? 0);
  // Drawn straight at the capped size: drawing first and shrinking after would allocate the full size.
  const density = side > SVG_MAX_SIDE ? Math.max(1, (SVG_DEFAULT_DENSITY * SVG_MAX_SIDE) / side) : SVG_DEFAULT_DENSITY;
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS, density }).png().toBuffer({ resolveWithObject: true });
    return { bytes: data, mimeType: 'image/png', extension: 'png', width: info.width, height: info.height };
  } catch {
    throw new ImageOpError('unreadable');
  }
}

/**
 * A filter's colour transform, as the browser preview draws it: the matrix (`recomb`) plus its
 * offset (`linear`, which also clamps to 0–255), after turning the photo upright. A JPEG stays a
 * JPEG; anything else becomes a PNG.
 */
export async function applyColorTransform(bytes: Buffer, mimeType: string, { matrix, offset }: ColorTransformInput): Promise<ProcessedImage> {
  await header(bytes, { animated: false });
  const pipeline = open(bytes)
    .rotate()
    .recomb([matrix.slice(0, 3), matrix.slice(3, 6), matrix.slice(6, 9)] as RecombMatrix)
    .linear(
      [1, 1, 1],
      offset.map((value) => value * 255),
    );
  const jpeg = mimeType === 'image/jpeg';
  const encoded = jpeg ? pipeline.jpeg({ quality: JPEG_QUALITY }) : pipeline.png();
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: data, mimeType: jpeg ? 'image/jpeg' : 'image/png', extension: jpeg ? 'jpg' : 'png', width: info.width, height: info.height };
  } catch {
    throw new ImageOpError('unreadable');
  }
}

/** The formats a profile picture may come in: photos, never an SVG (drawn, not decoded). */
const SQUARE_SOURCES = new Set(['jpeg', 'png', 'webp', 'gif']);

/** A profile picture: upright, its centred square kept, at `side` pixels, in WebP (first frame of a GIF). */
export async function squareWebp(bytes: Buffer, side: number): Promise<ProcessedImage> {
  const meta = await header(bytes, { animated: false });
  if (!meta.format || !SQUARE_SOURCES.has(meta.format)) throw new ImageOpError('unreadable');
  try {
    const { data, info } = await open(bytes).rotate().resize(side, side, { fit: 'cover', position: 'centre' }).webp({ quality: 85 }).toBuffer({ resolveWithObject: true });
    return { bytes: data, mimeType: 'image/webp', extension: 'webp', width: info.width, height: info.height };
  } catch {
    throw new ImageOpError('unreadable');
  }
}
