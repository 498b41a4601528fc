import type { MultipartFile } from '@fastify/multipart';
import { PROFILE_LIMITS } from '@publia/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';

/** Room for the multipart boundaries around the file. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

const tooLarge = () => new AppError(413, 'profile.avatarTooLarge', {}, 'file');
const missing = () => new AppError(400, 'profile.avatarMissing', {}, 'file');

/** Before a byte of the body is read: a declared length above the limit is refused at once. */
export async function refuseOversizeAvatar(request: FastifyRequest): Promise<void> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > PROFILE_LIMITS.avatarMaxBytes + MULTIPART_OVERHEAD_BYTES) throw tooLarge();
}

/** The `file` part of the multipart body, read with the picture's cap (no more is kept in memory). */
export async function readAvatarUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw missing();
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: PROFILE_LIMITS.avatarMaxBytes, files: 1, fields: 5, fieldSize: 1024 } });
  } catch {
    throw missing();
  }
  if (!part || part.fieldname !== 'file') throw missing();
  try {
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw missing();
    return bytes;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw missing();
  }
}
