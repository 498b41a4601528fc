import type { MediaInput } from '../networks/types.ts';

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** The head of an MP4 file (ftyp box) padded to `size` bytes: enough for upload paths, not for a player. */
function mp4Bytes(size: number): Buffer {
  const head = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 1)]);
}

export function sampleImage(overrides: Partial<MediaInput> = {}): MediaInput {
  return {
    type: 'image',
    url: 'http://localhost:3000/media/demo/photo.png',
    mimeType: 'image/png',
    sizeBytes: PNG.length,
    width: 1080,
    height: 1080,
    read: async () => PNG,
    ...overrides,
  };
}

/** A 2.5 MB video by default, so chunked uploads take several chunks. */
export function sampleVideo(size = 2_500_000, overrides: Partial<MediaInput> = {}): MediaInput {
  const bytes = mp4Bytes(size);
  return {
    type: 'video',
    url: 'http://localhost:3000/media/demo/video.mp4',
    mimeType: 'video/mp4',
    sizeBytes: bytes.length,
    width: 1080,
    height: 1920,
    durationSeconds: 30,
    read: async () => bytes,
    ...overrides,
  };
}
