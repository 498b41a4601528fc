export type ImageSize = { width: number | null; height: number | null };

export interface ProcessedImage {
  bytes: Buffer;
  mimeType: string;
  extension: string;
  width: number | null;
  height: number | null;
}

/** A colour transform of the filters: 3×3 matrix (row-major) and offset, channels in 0–1. */
export interface ColorTransformInput {
  matrix: number[];
  offset: number[];
}

/** The worker processes that decode and draw images, under a time limit. */
export interface ImagePool {
  imageSize(bytes: Buffer): Promise<ImageSize>;
  rasteriseSvg(bytes: Buffer): Promise<ProcessedImage>;
  applyColorTransform(bytes: Buffer, mimeType: string, transform: ColorTransformInput): Promise<ProcessedImage>;
  /** A raster photo (JPEG, PNG, WebP, GIF) upright, cropped to its centred square of `side` pixels, in WebP. */
  squareWebp(bytes: Buffer, side: number): Promise<ProcessedImage>;
  /** The process ids of the workers alive now, for tests and diagnostics. */
  workerPids(): number[];
  /** Kills the workers; jobs running or waiting fail as 'closed'. */
  close(): Promise<void>;
}
