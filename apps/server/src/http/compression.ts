import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this, compressing costs more than the bytes it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Answers of a compressible type (JSON, HTML, text, SVG…) of at least 1 KB go out brotli- or
 * gzip-compressed, as the request's Accept-Encoding allows (brotli first). Never compressed: media
 * files (images and videos are not compressible types, and are compressed already), partial answers
 * (a 206's Content-Range counts the file's own bytes), answers that already carry a Content-Encoding
 * (the web app's files precompressed at build), and requests that accept no encoding — `app.inject`
 * in the tests sends none. Request bodies are not decompressed: the API takes plain JSON only.
 * Registered before any route: the plugin hooks each route as it is declared.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    globalDecompression: false,
  });
}
