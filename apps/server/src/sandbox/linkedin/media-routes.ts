import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../kit/context.ts';
import { planChunks } from '../../networks/chunked-upload.ts';
import type { createGate } from '../kit/gate.ts';
import { accessDenied, liError, unprocessable } from './dialect.ts';
import { assetId, getAsset, PART_BYTES, PROCESSING_CHECKS, saveAsset, type FakeAsset } from './media-store.ts';
import { actingAs } from './organizations.ts';
import { restEntry } from './rest-headers.ts';

type Gate = ReturnType<typeof createGate>;
type Body = Record<string, unknown> | undefined;

const MB = 1024 * 1024;
const UPLOAD_URL_LIFETIME_MS = 24 * 3600_000;

const notFound = (urn: string) => liError(404, null, `Not Found: ${urn}`);

/** The caller of an upload URL (no versioned headers there) as the member it is. */
const memberOf = (caller: { userId: string; scope: string }) => ({ urn: `urn:li:person:${caller.userId}`, scope: caller.scope });

export function mediaRoutes(scope: FastifyInstance, ctx: SandboxContext, gate: Gate) {
  const uploadBase = `${ctx.publicUrl}/sandbox/linkedin/dms-uploads`;

  const enterRest = restEntry(gate);
  /** A media's owner: the member, or a Page they administer and may post for. */
  const mayOwn = async (caller: { urn: string; scope: string }, owner: string) => (await actingAs(ctx, caller, owner, 'w_organization_social')).ok;

  scope.post<{ Querystring: { action?: string }; Body: Body }>('/rest/images', async (request, reply) => {
    const caller = await enterRest(request, reply, 'upload');
    if (!caller) return reply;
    if (request.query.action !== 'initializeUpload') return gate.send(reply, liError(400, 'ILLEGAL_ARGUMENT', 'Unknown action'));
    const owner = (request.body?.initializeUploadRequest as { owner?: unknown } | undefined)?.owner;
    if (typeof owner !== 'string') return gate.send(reply, unprocessable('initializeUploadRequest/owner'));
    if (!(await mayOwn(caller, owner))) return gate.send(reply, accessDenied(`Not enough permissions to act as ${owner}`));
    const id = assetId('D4D10AQ');
    const asset: FakeAsset = { urn: `urn:li:image:${id}`, kind: 'image', owner, status: 'WAITING_UPLOAD', sizeBytes: 0, parts: [], uploadToken: '', checksLeft: 0 };
    await saveAsset(ctx.db, asset);
    return {
      value: {
        uploadUrlExpiresAt: Date.now() + UPLOAD_URL_LIFETIME_MS,
        uploadUrl: `${uploadBase}/image/${id}?ca=vector_feedshare&cn=uploads&m=${randomBytes(6).toString('hex')}`,
        image: asset.urn,
      },
    };
  });

  scope.put<{ Params: { id: string }; Body: Buffer }>('/dms-uploads/image/:id', { bodyLimit: 40 * MB }, async (request, reply) => {
    const caller = await gate.enter(request, reply, 'upload');
    if (!caller) return reply;
    const asset = await getAsset(ctx.db, `urn:li:image:${request.params.id}`);
    if (!asset || !(await mayOwn(memberOf(caller), asset.owner))) return gate.send(reply, notFound(request.params.id));
    if (!Buffer.isBuffer(request.body) || request.body.length === 0) return gate.send(reply, liError(400, null, 'Empty upload'));
    await saveAsset(ctx.db, { ...asset, status: 'AVAILABLE', sizeBytes: request.body.length, data: request.body.toString('base64') });
    return reply.code(201).send();
  });

  scope.post<{ Querystring: { action?: string }; Body: Body }>('/rest/videos', async (request, reply) => {
    const caller = await enterRest(request, reply, 'upload');
    if (!caller) return reply;
    if (request.query.action === 'initializeUpload') {
      const init = (request.body?.initializeUploadRequest ?? {}) as { owner?: unknown; fileSizeBytes?: unknown };
      if (typeof init.owner !== 'string') return gate.send(reply, unprocessable('initializeUploadRequest/owner'));
      if (typeof init.fileSizeBytes !== 'number' || init.fileSizeBytes <= 0) return gate.send(reply, unprocessable('initializeUploadRequest/fileSizeBytes'));
      if (!(await mayOwn(caller, init.owner))) return gate.send(reply, accessDenied(`Not enough permissions to act as ${init.owner}`));
      if (init.fileSizeBytes > 500 * MB) return gate.send(reply, liError(400, 'ILLEGAL_ARGUMENT', 'File size exceeds the 500 MB limit'));
      const id = assetId('D5610AQ');
      const parts = planChunks(init.fileSizeBytes, PART_BYTES).map((chunk) => ({ firstByte: chunk.start, lastByte: chunk.end - 1, etag: null }));
      const asset: FakeAsset = {
        urn: `urn:li:video:${id}`,
        kind: 'video',
        owner: init.owner,
        status: 'WAITING_UPLOAD',
        sizeBytes: init.fileSizeBytes,
        parts,
        uploadToken: parts.length > 1 ? randomBytes(16).toString('hex') : '',
        checksLeft: PROCESSING_CHECKS,
      };
      await saveAsset(ctx.db, asset);
      return {
        value: {
          uploadUrlsExpireAt: Date.now() + UPLOAD_URL_LIFETIME_MS,
          video: asset.urn,
          uploadInstructions: parts.map((part, index) => ({ uploadUrl: `${uploadBase}/video/${id}/part/${index}`, firstByte: part.firstByte, lastByte: part.lastByte })),
          uploadToken: asset.uploadToken,
        },
      };
    }
    if (request.query.action === 'finalizeUpload') {
      const finalize = (request.body?.finalizeUploadRequest ?? {}) as { video?: unknown; uploadToken?: unknown; uploadedPartIds?: unknown };
      const asset = typeof finalize.video === 'string' ? await getAsset(ctx.db, finalize.video) : null;
      if (!asset || !(await mayOwn(caller, asset.owner))) return gate.send(reply, unprocessable('finalizeUploadRequest/video', 'is not a video of this owner'));
      const etags = asset.parts.map((part) => part.etag);
      const sent = finalize.uploadedPartIds;
      if (finalize.uploadToken !== asset.uploadToken) return gate.send(reply, liError(400, 'ILLEGAL_ARGUMENT', 'Invalid upload token'));
      if (etags.includes(null) || !Array.isArray(sent) || sent.join() !== etags.join()) {
        return gate.send(reply, liError(400, 'ILLEGAL_ARGUMENT', 'The uploaded part ids do not match the parts received'));
      }
      await saveAsset(ctx.db, { ...asset, status: caller.fault === 'processing_failure' ? 'PROCESSING_FAILED' : 'PROCESSING' });
      return reply.code(200).send();
    }
    return gate.send(reply, liError(400, 'ILLEGAL_ARGUMENT', 'Unknown action'));
  });

  scope.put<{ Params: { id: string; index: string }; Body: Buffer }>('/dms-uploads/video/:id/part/:index', { bodyLimit: 2 * PART_BYTES }, async (request, reply) => {
    const caller = await gate.enter(request, reply, 'upload');
    if (!caller) return reply;
    const asset = await getAsset(ctx.db, `urn:li:video:${request.params.id}`);
    const index = Number(request.params.index);
    const part = asset?.parts[index];
    if (!asset || !part || !(await mayOwn(memberOf(caller), asset.owner))) return gate.send(reply, notFound(request.params.id));
    const size = Buffer.isBuffer(request.body) ? request.body.length : 0;
    if (size !== part.lastByte - part.firstByte + 1) return gate.send(reply, liError(400, null, `Part ${index} must be ${part.lastByte - part.firstByte + 1} bytes`));
    const etag = `/${createHash('md5').update(request.body).digest('base64url')}`;
    await saveAsset(ctx.db, { ...asset, parts: asset.parts.map((item, at) => (at === index ? { ...item, etag } : item)) });
    return reply.code(200).header('etag', etag).send();
  });

  scope.get<{ Params: { urn: string } }>('/rest/videos/:urn', async (request, reply) => {
    const caller = await enterRest(request, reply, 'status');
    if (!caller) return reply;
    const asset = await getAsset(ctx.db, request.params.urn);
    if (!asset || asset.kind !== 'video' || !(await mayOwn(caller, asset.owner))) return gate.send(reply, notFound(request.params.urn));
    let next = asset;
    if (caller.fault === 'processing_failure') next = { ...asset, status: 'PROCESSING_FAILED' };
    else if (asset.status === 'PROCESSING') {
      const checksLeft = asset.checksLeft - 1;
      next = { ...asset, checksLeft, status: checksLeft < 0 ? 'AVAILABLE' : 'PROCESSING' };
    }
    if (next !== asset) await saveAsset(ctx.db, next);
    return {
      owner: next.owner,
      id: next.urn,
      status: next.status,
      ...(next.status === 'PROCESSING_FAILED' ? { processingFailureReason: 'Video could not be transcoded' } : {}),
    };
  });
}
