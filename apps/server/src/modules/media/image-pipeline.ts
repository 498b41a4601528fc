import { PHOTO_FILTER_STEPS, type PhotoFilter } from '@publia/shared';
import sharp from 'sharp';
import { composeFilter } from './color-matrix.ts';

/** 50 megapixels: above any photo a network takes, low enough that a small file cannot ask for gigabytes. */
const MAX_PIXELS = 50_000_000;
/** The longest side an SVG is drawn at: it says its own size, which may be anything. */
const SVG_MAX_SIDE = 4096;
const SVG_DEFAULT_DENSITY = 72;
const JPEG_QUALITY = 90;
type RecombMatrix = Parameters<ReturnType<typeof sharp>['recomb']>[0];

export interface ProcessedImage {
  bytes: Buffer;
  mimeType: string;
  extension: string;
  width: number | null;
  height: number | null;
}

const open = (bytes: Buffer) => sharp(bytes, { limitInputPixels: MAX_PIXELS, animated: false });

/** Width and height as the photo is shown: EXIF orientations 5–8 turn it a quarter. */
export async function imageSize(bytes: Buffer): Promise<{ width: number | null; height: number | null }> {
  const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
  const quarterTurn = (meta.orientation ?? 1) >= 5;
  const width = meta.width ?? null;
  const height = meta.pageHeight ?? meta.height ?? null;
  return quarterTurn ? { width: height, height: width } : { width, height };
}

/**
 * SVG → PNG: networks take no SVG, and a raster keeps no script, link or external reference.
 * librsvg draws it without fetching anything.
 */
export async function rasteriseSvg(bytes: Buffer): Promise<ProcessedImage> {
  const text = bytes.toString('utf8');
  // Entities are how XML bombs and external reads begin; a drawing never needs one.
  if (/<!ENTITY/i.test(text)) throw new Error('SVG with entity declarations');
  const declared = await sharp(bytes).metadata();
  const side = Math.max(declared.width ?? 0, declared.height ?? 0);
  // Drawn straight at the capped size: drawing first and shrinking after would allocate the full size.
  const density = side > SVG_MAX_SIDE ? Math.max(1, (SVG_DEFAULT_DENSITY * SVG_MAX_SIDE) / side) : SVG_DEFAULT_DENSITY;
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS, density }).png().toBuffer({ resolveWithObject: true });
  return { bytes: data, mimeType: 'image/png', extension: 'png', width: info.width, height: info.height };
}

/**
 * One of the seven filters, as the browser preview draws it: the CSS functions composed into one
 * colour matrix (`recomb`) plus its offset (`linear`, which also clamps to 0–255), after turning
 * the photo upright. A JPEG stays a JPEG; anything else becomes a PNG.
 */
export async function applyPhotoFilter(bytes: Buffer, mimeType: string, filter: PhotoFilter): Promise<ProcessedImage> {
  const { matrix, offset } = composeFilter(PHOTO_FILTER_STEPS[filter]);
  const pipeline = open(bytes)
    .rotate()
    .recomb([matrix.slice(0, 3), matrix.slice(3, 6), matrix.slice(6, 9)] as RecombMatrix)
    .linear([1, 1, 1], offset.map((value) => value * 255));
  const jpeg = mimeType === 'image/jpeg';
  const encoded = jpeg ? pipeline.jpeg({ quality: JPEG_QUALITY }) : pipeline.png();
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return {
    bytes: data,
    mimeType: jpeg ? 'image/jpeg' : 'image/png',
    extension: jpeg ? 'jpg' : 'png',
    width: info.width,
    height: info.height,
  };
}
