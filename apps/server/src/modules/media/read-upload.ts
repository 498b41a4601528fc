import type { Multipart, MultipartFile } from '@fastify/multipart';
import { hasControlCharacter, MEDIA_TYPES, UPLOAD_LIMITS, type MediaType } from '@publia/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { parseInput } from '../../http/validation.ts';

/** Room for the multipart boundaries and the small fields around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const tooLarge = () => new AppError(413, 'media.tooLarge', {}, 'file');

/** Before a byte of the body is read: a declared length above the limit is refused at once. */
export async function refuseDeclaredOversize(request: FastifyRequest): Promise<void> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > UPLOAD_LIMITS.mediaMaxBytes + MULTIPART_OVERHEAD_BYTES) throw tooLarge();
}

const kindSchema = z.object({ kind: z.enum(MEDIA_TYPES).optional() });

function fieldValue(field: Multipart | Multipart[] | undefined): string | undefined {
  const first = Array.isArray(field) ? field[0] : field;
  return first && first.type === 'field' && typeof first.value === 'string' ? first.value : undefined;
}

const controlCharacterIn = (field: string) => new AppError(400, 'validation.controlCharacter', { field }, field);

/** The file name and every field are text that may reach the database: no control character in them. */
function refuseControlCharacters(part: MultipartFile): void {
  if (part.filename && hasControlCharacter(part.filename)) throw controlCharacterIn('file');
  for (const [name, field] of Object.entries(part.fields)) {
    if (hasControlCharacter(name)) throw controlCharacterIn('corps');
    for (const one of Array.isArray(field) ? field : [field]) {
      if (one?.type === 'field' && typeof one.value === 'string' && hasControlCharacter(one.value)) throw controlCharacterIn(name);
    }
  }
}

export interface ReceivedUpload {
  bytes: Buffer;
  kind?: MediaType;
  fileName?: string;
}

/**
 * The `file` part of a multipart body, read with a cap: the stream stops at the limit (no more is
 * kept in memory) and the request answers 413. `kind` comes from the query or a field sent before
 * the file.
 */
export async function readUpload(request: FastifyRequest): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw new AppError(400, 'media.missingFile', {}, 'file');
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: UPLOAD_LIMITS.mediaMaxBytes, files: 1, fields: 10, fieldSize: 1024 } });
  } catch {
    throw new AppError(400, 'media.missingFile', {}, 'file');
  }
  if (!part || part.fieldname !== 'file') throw new AppError(400, 'media.missingFile', {}, 'file');
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw new AppError(400, 'media.missingFile', {}, 'file');
  }
  if (bytes.length === 0) throw new AppError(400, 'media.missingFile', {}, 'file');
  refuseControlCharacters(part);
  const query = request.query as Record<string, unknown>;
  const { kind } = parseInput(kindSchema, { kind: fieldValue(part.fields.kind) ?? query.kind });
  return { bytes, kind, fileName: part.filename || undefined };
}
