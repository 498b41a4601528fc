import type { ColorTransformInput, ImageSize, ProcessedImage } from '../../core/context/image-pool.ts';
import type { ImageRefusal } from './image-ops.ts';

/** 50 megapixels: above any photo a network takes, low enough that a small file cannot ask for gigabytes. */
export const MAX_PIXELS = 50_000_000;

/** What the server asks an image worker (image-worker.ts) over the IPC channel. */
export type ImageJob = { id: number; bytes: Uint8Array } & (
  | { op: 'size' }
  | { op: 'svg' }
  | { op: 'filter'; mimeType: string; transform: ColorTransformInput }
  | { op: 'square'; side: number }
);

/** What a worker answers: `ready` once it is loaded, then one answer per job. */
export type ImageJobAnswer = { ready: true } | { id: number; ok: true; result: ImageSize | ProcessedImage } | { id: number; ok: false; reason: ImageRefusal };
