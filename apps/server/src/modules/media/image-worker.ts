// A worker process of the image pool (image-pool.ts): one job at a time, received and answered
// over the IPC channel. It is a process of its own so that a drawing that never ends can be killed,
// and so that libvips and libuv threads busy here take nothing from the server's own.
import sharp from 'sharp';
import { applyColorTransform, ImageOpError, imageSize, rasteriseSvg, squareWebp } from './image-ops.ts';
import type { ImageJob, ImageJobAnswer } from './image-protocol.ts';

// One libvips thread per job: the pool's size is what decides how many cores images may take.
sharp.concurrency(1);
// Nothing is worth keeping between two users' files.
sharp.cache(false);

const bytesOf = (value: Uint8Array) => Buffer.from(value.buffer, value.byteOffset, value.byteLength);

async function run(job: ImageJob) {
  const bytes = bytesOf(job.bytes);
  if (job.op === 'size') return imageSize(bytes);
  if (job.op === 'svg') return rasteriseSvg(bytes);
  if (job.op === 'square') return squareWebp(bytes, job.side);
  return applyColorTransform(bytes, job.mimeType, job.transform);
}

const send = (answer: ImageJobAnswer) => process.send?.(answer);

process.on('message', (job: ImageJob) => {
  run(job).then(
    (result) => send({ id: job.id, ok: true, result }),
    (error: unknown) => send({ id: job.id, ok: false, reason: error instanceof ImageOpError ? error.reason : 'unreadable' }),
  );
});
// The server went away (or closed the pool): nothing here is worth finishing.
process.on('disconnect', () => process.exit(0));
send({ ready: true });
