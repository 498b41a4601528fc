import type { VideoMeasurements } from '@publia/shared';
import type { CropBox } from './parse-filter-logs.ts';

/** Bars thinner than this share of a side are the edge of the picture, not bars. */
const MIN_BAR_SHARE = 0.02;

function bar(pixels: number, scale: number, side: number): number {
  const shown = Math.max(0, Math.round(pixels * scale));
  return shown >= side * MIN_BAR_SHARE ? shown : 0;
}

/**
 * The bars around the picture in pixels of the displayed frame, from cropdetect's box over the
 * analysed frames (`analysed` wide and high): 0 for a side without a bar.
 */
export function letterboxOf(crop: CropBox | null, analysed: { width: number; height: number }, displayed: { width: number; height: number }): VideoMeasurements['letterbox'] {
  if (!crop) return { top: 0, bottom: 0, left: 0, right: 0 };
  const scaleX = displayed.width / analysed.width;
  const scaleY = displayed.height / analysed.height;
  return {
    top: bar(crop.y, scaleY, displayed.height),
    bottom: bar(analysed.height - crop.y - crop.height, scaleY, displayed.height),
    left: bar(crop.x, scaleX, displayed.width),
    right: bar(analysed.width - crop.x - crop.width, scaleX, displayed.width),
  };
}
