import { createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { hasControlCharacter, SCANNER_LIMITS, SCANNER_VIDEO_TYPES } from '@publia/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { detectType } from '../media/service.ts';

/** Room for the multipart boundaries around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** Enough of the head of a file to read its type. */
const HEAD_BYTES = 64;

const tooLarge = () => new AppError(413, 'scanner.error.tooLarge', {}, 'file');
const missing = () => new AppError(400, 'scanner.error.missingFile', {}, 'file');
const notVideo = () => new AppError(400, 'scanner.error.notVideo', {}, 'file');

/** Before a byte of the body is read: a declared length above 100 MB is refused at once. */
export async function refuseDeclaredOversize(request: FastifyRequest): Promise<void> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > SCANNER_LIMITS.maxBytes + MULTIPART_OVERHEAD_BYTES) throw tooLarge();
}

export interface ReceivedVideo {
  file: string;
  sizeBytes: number;
  mimeType: string;
  extension: string;
  fileName: string | null;
}

/**
 * The `file` part streamed to `dir` (never whole in memory), stopped at 100 MB (413), then its type
 * read from its first bytes: MP4, MOV or WebM, whatever its name says.
 */
export async function receiveVideo(request: FastifyRequest, dir: string): Promise<ReceivedVideo> {
  if (!request.isMultipart()) throw missing();
  let part;
  try {
    part = await request.file({ limits: { fileSize: SCANNER_LIMITS.maxBytes, files: 1, fields: 5, fieldSize: 1024 } });
  } catch {
    throw missing();
  }
  if (!part || part.fieldname !== 'file') throw missing();
  if (part.filename && hasControlCharacter(part.filename)) throw new AppError(400, 'validation.controlCharacter', { field: 'file' }, 'file');
  const file = path.join(dir, 'upload');
  try {
    await pipeline(part.file, createWriteStream(file));
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw missing();
  }
  if (part.file.truncated) throw tooLarge();
  const handle = await open(file, 'r');
  let head: Buffer;
  let sizeBytes: number;
  try {
    sizeBytes = (await handle.stat()).size;
    head = Buffer.alloc(HEAD_BYTES);
    await handle.read(head, 0, HEAD_BYTES, 0);
  } finally {
    await handle.close();
  }
  if (sizeBytes === 0) throw missing();
  const type = detectType(head);
  if (!type || !(SCANNER_VIDEO_TYPES as readonly string[]).includes(type.mimeType)) throw notVideo();
  return { file, sizeBytes, mimeType: type.mimeType, extension: type.extension, fileName: part.filename?.slice(0, 255) || null };
}
