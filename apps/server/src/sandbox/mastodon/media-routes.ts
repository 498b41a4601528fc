import { MASTODON_DEFAULTS } from '@publia/shared';
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../kit/context.ts';
import { numericId } from '../kit/posts.ts';
import { getRecord, putRecord } from '../kit/repository.ts';
import { mastodonError, notFound, unprocessable } from './dialect.ts';
import { attachmentEntity } from './entities.ts';
import type { MastodonFake } from './fake.ts';

/** A medium sent to the fake, as far as its processing went. */
export interface SandboxAttachment {
  id: string;
  userId: string;
  type: 'image' | 'video';
  mimeType: string;
  altText?: string;
  /** Reads answered 206 before the medium is ready. */
  checksLeft: number;
  failed: boolean;
  /** A photo's bytes (base64), for the status page, up to `KEPT_BYTES`. */
  data?: string;
}

/** Reads of a video (or GIF) answered 206 before it is processed. */
export const PROCESSING_CHECKS = 2;
/** A photo is kept for the status page up to this size: a demo picture, not the 16 MB the instance takes. */
const KEPT_BYTES = 4 * 1024 * 1024;

export const getAttachment = (ctx: SandboxContext, id: string) => getRecord<SandboxAttachment>(ctx.db, 'mastodon', 'media', id);
const saveAttachment = (ctx: SandboxContext, attachment: SandboxAttachment) => putRecord(ctx.db, 'mastodon', 'media', attachment.id, attachment);

/** The file's type as the instance reads it, from its first bytes (the name and the part's type are not trusted). */
function sniff(bytes: Buffer): string | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.subarray(0, 4).toString('latin1') === 'GIF8') return 'image/gif';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  if (bytes.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))) return 'video/webm';
  if (bytes.subarray(4, 8).toString('latin1') === 'ftyp') return bytes.subarray(8, 10).toString('latin1') === 'qt' ? 'video/quicktime' : 'video/mp4';
  return null;
}

/** Where the status page reads a photo the fake kept. */
export const fileUrl = (ctx: SandboxContext, id: string) => `${ctx.publicUrl}/sandbox/mastodon/system/media/${id}`;

/** The attachment as the API shows it: its address once processed, null before. */
export const attachmentAnswer = (ctx: SandboxContext, attachment: SandboxAttachment) =>
  attachmentEntity({ ...attachment, url: attachment.checksLeft > 0 || attachment.failed ? null : fileUrl(ctx, attachment.id) });

/**
 * `POST /api/v2/media`: a photo is processed at once (200 with its address); a video or a GIF is
 * accepted (202, no address yet) and `GET /api/v1/media/:id` answers 206 while it is processed,
 * then 200 — or 422 when its processing failed. Sizes are the stock instance's.
 */
export function mediaRoutes(scope: FastifyInstance, ctx: SandboxContext, fake: MastodonFake) {
  scope.post<{ Body: Record<string, unknown> }>('/api/v2/media', async (request, reply) => {
    const caller = await fake.enter(request, reply, 'upload');
    if (!caller) return reply;
    const body = request.body ?? {};
    const file = Buffer.isBuffer(body.file) ? body.file : null;
    if (!file) return fake.gate.send(reply, mastodonError(422, "Validation failed: File can't be blank"));
    const mimeType = sniff(file);
    if (!mimeType) return fake.gate.send(reply, unprocessable('File content type is invalid, File is invalid'));
    const type = mimeType.startsWith('video/') ? 'video' : 'image';
    const max = type === 'video' || mimeType === 'image/gif' ? MASTODON_DEFAULTS.videoSizeLimit : MASTODON_DEFAULTS.imageSizeLimit;
    if (file.length > max) return fake.gate.send(reply, unprocessable(`File file size must be less than ${Math.floor(max / 1024 / 1024)} MB`));
    const description = typeof body.description === 'string' ? body.description : undefined;
    if (description && [...description].length > MASTODON_DEFAULTS.descriptionLimit) {
      return fake.gate.send(reply, unprocessable(`Description is too long (maximum is ${MASTODON_DEFAULTS.descriptionLimit} characters)`));
    }
    const processed = type === 'image' && mimeType !== 'image/gif';
    const attachment: SandboxAttachment = {
      id: numericId(18),
      userId: caller.userId,
      type,
      mimeType,
      ...(description ? { altText: description } : {}),
      checksLeft: processed ? 0 : PROCESSING_CHECKS,
      failed: caller.fault === 'processing_failure',
      ...(type === 'image' && file.length <= KEPT_BYTES ? { data: file.toString('base64') } : {}),
    };
    await saveAttachment(ctx, attachment);
    return reply.code(processed && !attachment.failed ? 200 : 202).send(attachmentAnswer(ctx, attachment));
  });

  scope.get<{ Params: { id: string } }>('/api/v1/media/:id', async (request, reply) => {
    const caller = await fake.enter(request, reply, 'status');
    if (!caller) return reply;
    const attachment = await getAttachment(ctx, request.params.id);
    if (!attachment || attachment.userId !== caller.userId) return fake.gate.send(reply, notFound());
    if (attachment.failed) return fake.gate.send(reply, mastodonError(422, 'Error processing thumbnail for uploaded media'));
    if (attachment.checksLeft > 0) {
      const next = { ...attachment, checksLeft: attachment.checksLeft - 1 };
      await saveAttachment(ctx, next);
      return reply.code(206).send(attachmentAnswer(ctx, attachment));
    }
    return attachmentAnswer(ctx, attachment);
  });

  scope.get<{ Params: { id: string } }>('/system/media/:id', async (request, reply) => {
    const attachment = /^\d{18}$/.test(request.params.id) ? await getAttachment(ctx, request.params.id) : null;
    if (!attachment?.data) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    return reply.type(attachment.mimeType).header('cache-control', 'public, max-age=86400').send(Buffer.from(attachment.data, 'base64'));
  });
}
