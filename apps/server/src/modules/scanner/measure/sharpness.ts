/** A frame whose grey levels vary less than this (a black or plain frame) says nothing about focus. */
const FLAT_STANDARD_DEVIATION = 2;

/** The variance of the 4-neighbour Laplacian of one grey frame, or null for a flat frame. */
export function laplacianVariance(frame: Uint8Array, width: number, height: number): number | null {
  if (width < 3 || height < 3) return null;
  let sum = 0;
  let sumSquares = 0;
  let pixelSum = 0;
  let pixelSquares = 0;
  for (let y = 1; y < height - 1; y += 1) {
    const row = y * width;
    for (let x = 1; x < width - 1; x += 1) {
      const at = row + x;
      const centre = frame[at] ?? 0;
      const value = 4 * centre - (frame[at - 1] ?? 0) - (frame[at + 1] ?? 0) - (frame[at - width] ?? 0) - (frame[at + width] ?? 0);
      sum += value;
      sumSquares += value * value;
      pixelSum += centre;
      pixelSquares += centre * centre;
    }
  }
  const count = (width - 2) * (height - 2);
  const pixelMean = pixelSum / count;
  if (Math.sqrt(Math.max(0, pixelSquares / count - pixelMean * pixelMean)) < FLAT_STANDARD_DEVIATION) return null;
  const mean = sum / count;
  return sumSquares / count - mean * mean;
}

/**
 * Sharpness of sampled frames given as raw grey bytes one after the other: the mean variance of the
 * Laplacian (edges make it high, blur low) over the frames that show something; 0 when none does.
 */
export function sharpnessOf(frames: Uint8Array, width: number, height: number): number {
  const size = width * height;
  const count = size > 0 ? Math.floor(frames.length / size) : 0;
  const values: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const value = laplacianVariance(frames.subarray(index * size, (index + 1) * size), width, height);
    if (value !== null) values.push(value);
  }
  if (!values.length) return 0;
  return Math.round((values.reduce((total, value) => total + value, 0) / values.length) * 10) / 10;
}
