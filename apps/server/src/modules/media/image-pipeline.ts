import type { PhotoFilter } from '@publia/shared';
import { photoFilterTransform } from './color-matrix.ts';
import { applyColorTransform, type ProcessedImage } from './image-ops.ts';

export type { ProcessedImage } from './image-ops.ts';

/**
 * The filter applied in this very process, exactly as the image pool's workers apply it: for
 * measurements (bench/filter.ts). The server itself always goes through the pool (`ctx.images`).
 */
export async function applyPhotoFilter(bytes: Buffer, mimeType: string, filter: PhotoFilter): Promise<ProcessedImage> {
  return applyColorTransform(bytes, mimeType, photoFilterTransform(filter));
}
