import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../kit/context.ts';
import type { FakeAnswer } from '../kit/gate.ts';
import { numericId } from '../kit/posts.ts';
import { ownerOfUser } from '../kit/oauth.ts';
import { pinterestError } from './dialect.ts';
import type { PinterestFake } from './fake.ts';
import { getMedia, getVideoFile, patchMedia, PROCESSING_CHECKS, saveMedia, saveVideoFile, SHOWN_VIDEO_MAX_BYTES } from './store.ts';

const xml = (status: number, code: string, message: string): FakeAnswer => ({
  status,
  headers: { 'content-type': 'application/xml' },
  body: `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`,
});

/** The types the video host serves a file as: anything else goes as bytes, never as a page of this origin. */
const VIDEO_TYPES = new Set(['video/mp4', 'video/quicktime', 'video/x-m4v']);

/** The S3 POST-policy fields Pinterest hands out with `upload_url`. */
function uploadParameters(userId: string, mediaId: string): Record<string, string> {
  const date = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
  const expiration = new Date(Date.now() + 3_600_000).toISOString();
  const policy = Buffer.from(JSON.stringify({ expiration, conditions: [{ bucket: 'pinterest-media-upload' }] })).toString('base64');
  return {
    'x-amz-date': date,
    'x-amz-signature': createHmac('sha256', randomBytes(16)).update(policy).digest('hex'),
    'x-amz-security-token': randomBytes(24).toString('base64'),
    'x-amz-algorithm': 'AWS4-HMAC-SHA256',
    key: `uploads/${mediaId.slice(-2)}/${mediaId.slice(-4, -2)}/${userId}:video:${mediaId}`,
    policy,
    'x-amz-credential': `ASIASANDBOX/${date.slice(0, 8)}/us-east-1/s3/aws4_request`,
    'Content-Type': 'multipart/form-data',
  };
}

export function mediaRoutes(scope: FastifyInstance, ctx: SandboxContext, fake: PinterestFake) {
  const uploadUrl = `${ctx.publicUrl}/sandbox/pinterest/media-upload/`;

  scope.post<{ Body: { media_type?: unknown } }>('/v5/media', async (request, reply) => {
    const caller = await fake.enter(request, reply, 'upload');
    if (!caller) return reply;
    if (request.body?.media_type !== 'video') return fake.gate.send(reply, pinterestError(400, 'Invalid parameters: media_type must be "video".'));
    const mediaId = numericId(19);
    const parameters = uploadParameters(caller.userId, mediaId);
    await saveMedia(ctx.db, {
      mediaId,
      userId: caller.userId,
      uploadParameters: parameters,
      status: 'registered',
      checks: 0,
      failProcessing: caller.fault === 'processing_failure',
    });
    return reply.code(201).send({ media_id: mediaId, media_type: 'video', upload_url: uploadUrl, upload_parameters: parameters });
  });

  /** The storage host: a multipart POST of the policy fields, then the file (S3 ignores fields after it). */
  scope.post('/media-upload/', async (request, reply) => {
    const fields: Record<string, string> = {};
    let size = 0;
    let truncated = false;
    let kept: Buffer[] | null = [];
    let contentType = 'video/mp4';
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') return fake.storage.send(reply, xml(400, 'InvalidArgument', 'The file must be sent in the field "file".'));
        contentType = part.mimetype;
        for await (const chunk of part.file) {
          size += (chunk as Buffer).length;
          if (kept && size <= SHOWN_VIDEO_MAX_BYTES) kept.push(chunk as Buffer);
          else kept = null;
        }
        truncated = part.file.truncated;
      } else if (size === 0) {
        fields[part.fieldname] = String(part.value);
      }
    }
    const mediaId = fields.key?.split(':video:')[1];
    // A key holding a NUL names no upload (and would fail the lookup): the policy does not match.
    const media = mediaId && !mediaId.includes('\u0000') ? await getMedia(ctx.db, mediaId) : null;
    // The storage host knows whose upload it is once the policy fields are read: the owner's fault applies.
    const fault = await fake.storage.fault(request, reply, 'upload', await ownerOfUser(ctx.db, 'pinterest', media?.userId));
    if (fault === 'answered') return reply;
    if (!media || media.uploadParameters['x-amz-signature'] !== fields['x-amz-signature'] || media.uploadParameters.policy !== fields.policy) {
      return fake.storage.send(reply, xml(403, 'AccessDenied', 'Invalid according to Policy: Policy Condition failed.'));
    }
    if (truncated) return fake.storage.send(reply, xml(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size.'));
    if (size === 0) return fake.storage.send(reply, xml(400, 'InvalidArgument', 'POST requires exactly one file upload per request.'));
    if (kept)
      await saveVideoFile(ctx.db, media.mediaId, {
        contentType: VIDEO_TYPES.has(contentType) ? contentType : 'application/octet-stream',
        data: Buffer.concat(kept).toString('base64'),
      });
    await patchMedia(ctx.db, media.mediaId, { status: 'processing', failProcessing: media.failProcessing || fault === 'processing_failure', fileKept: Boolean(kept) });
    return reply.code(204).send();
  });

  /** Pinterest's video host: the file of a video Pin, public as the Pin itself. */
  scope.get<{ Params: { media_id: string } }>('/videos/:media_id', async (request, reply) => {
    const file = /^\d+$/.test(request.params.media_id) ? await getVideoFile(ctx.db, request.params.media_id) : null;
    if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    return reply.type(file.contentType).header('cache-control', 'public, max-age=86400').send(Buffer.from(file.data, 'base64'));
  });

  scope.get<{ Params: { media_id: string } }>('/v5/media/:media_id', async (request, reply) => {
    const caller = await fake.enter(request, reply, 'status');
    if (!caller) return reply;
    const media = await getMedia(ctx.db, request.params.media_id);
    if (!media || media.userId !== caller.userId) return fake.gate.send(reply, pinterestError(404, 'Media upload not found.'));
    let { status } = media;
    if (status === 'processing') {
      const checks = media.checks + 1;
      const failProcessing = media.failProcessing || caller.fault === 'processing_failure';
      if (checks > PROCESSING_CHECKS) status = failProcessing ? 'failed' : 'succeeded';
      await patchMedia(ctx.db, media.mediaId, { checks, status, failProcessing });
    }
    return { media_id: media.mediaId, media_type: 'video', status };
  });
}
