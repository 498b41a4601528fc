import type { VideoLimits } from '@publia/shared';

export interface Size {
  width: number;
  height: number;
}

/**
 * How the picture reaches the network's shape: kept as it is, cropped at its edges (only when a
 * sliver would go), or padded — the whole picture fitted onto a background — when cropping would
 * cut text or faces near the edges.
 */
export type Reshape = 'keep' | 'crop' | 'pad';

export interface FrameGeometry {
  reshape: Reshape;
  /** The output picture, even sides (H.264 in 4:2:0 needs them). */
  frame: Size;
  /** crop: the centred part of the source that is kept, in source pixels. */
  crop: Size | null;
  /** pad: the whole source, scaled, as it sits in the middle of the frame. */
  foreground: Size | null;
  /** Enlarged past the source's own resolution, only ever to reach a network's minimum size. */
  upscaled: boolean;
  /** Share of the source's picture cut away by a crop, in percent. */
  croppedPercent: number;
}

/** Shapes closer than 3 % are the same to the eye: nothing is reshaped. */
const SAME_SHAPE = 1.03;
/** Up to 10 % off, a crop takes at most a twentieth on each side; beyond, the picture is padded. */
const CROP_AT_MOST = 1.1;
/** A byte budget never shrinks the picture below this short side: smaller, nothing is legible. */
const MIN_SHORT_SIDE = 240;

/** The nearest even number of pixels (H.264 in 4:2:0 needs even sides). */
export const even = (value: number): number => Math.max(2, 2 * Math.round(value / 2));

function reshapeOf(ratio: number, target: number, limits: VideoLimits): Reshape {
  const off = Math.max(ratio / target, target / ratio);
  const allowed = ratio >= (limits.minAspectRatio ?? 0) && ratio <= (limits.maxAspectRatio ?? Number.POSITIVE_INFINITY);
  if (allowed && off <= SAME_SHAPE) return 'keep';
  return off <= CROP_AT_MOST ? 'crop' : 'pad';
}

/** The frame before any scaling, in source pixels: the source, the part of it kept, or the box around it. */
function naturalFrame(source: Size, reshape: Reshape, target: number): Size {
  const ratio = source.width / source.height;
  if (reshape === 'keep') return source;
  const wider = ratio > target;
  if (reshape === 'crop') return wider ? { width: source.height * target, height: source.height } : { width: source.width, height: source.width / target };
  return wider ? { width: source.width, height: source.width / target } : { width: source.height * target, height: source.height };
}

/**
 * The scale applied to the natural frame: never above the source's resolution nor the network's
 * preferred size nor its maximum sides nor the byte budget's pixels — except to reach the network's
 * minimum sides, the one reason to enlarge a picture.
 */
function scaleOf(natural: Size, preferred: Size, limits: VideoLimits, maxPixels: number): number {
  const long = Math.max(natural.width, natural.height);
  const short = Math.min(natural.width, natural.height);
  const preferredLong = Math.max(preferred.width, preferred.height);
  const preferredShort = Math.min(preferred.width, preferred.height);
  let scale = Math.min(1, preferredLong / long, preferredShort / short);
  if (limits.maxLongSide) scale = Math.min(scale, limits.maxLongSide / long);
  if (limits.maxShortSide) scale = Math.min(scale, limits.maxShortSide / short);
  const budgetScale = Math.sqrt(maxPixels / (natural.width * natural.height));
  scale = Math.min(scale, Math.max(budgetScale, MIN_SHORT_SIDE / short));
  const needed = Math.max((limits.minShortSide ?? 0) / short, (limits.minWidth ?? 0) / natural.width, (limits.minHeight ?? 0) / natural.height);
  return Math.max(scale, needed);
}

/**
 * Where the source's picture goes in the fixed video: the network's preferred shape when the
 * source's is outside what the network accepts or clearly different from what it shows best,
 * else the source's own; at the largest size the source, the network and the budget allow.
 */
export function frameGeometry(source: Size, preferred: Size, limits: VideoLimits, maxPixels = Number.POSITIVE_INFINITY): FrameGeometry {
  const ratio = source.width / source.height;
  const target = preferred.width / preferred.height;
  const reshape = reshapeOf(ratio, target, limits);
  const natural = naturalFrame(source, reshape, target);
  const scale = scaleOf(natural, preferred, limits, maxPixels);
  const frame = { width: even(natural.width * scale), height: even(natural.height * scale) };
  const crop = reshape === 'crop' ? { width: Math.min(source.width, even(natural.width)), height: Math.min(source.height, even(natural.height)) } : null;
  const foreground =
    reshape === 'pad'
      ? ratio > target
        ? { width: frame.width, height: Math.min(frame.height, even(frame.width / ratio)) }
        : { width: Math.min(frame.width, even(frame.height * ratio)), height: frame.height }
      : null;
  const croppedPercent = crop ? Math.round((1 - (crop.width * crop.height) / (source.width * source.height)) * 100) : 0;
  return { reshape, frame, crop, foreground, upscaled: scale > 1.001, croppedPercent };
}
