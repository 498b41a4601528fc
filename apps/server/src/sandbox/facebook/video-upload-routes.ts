import type { FastifyInstance, FastifyReply } from 'fastify';
import type { GraphError } from '../../networks/meta/errors.ts';
import { numericId } from '../kit/posts.ts';
import { countRecords, getRecord, putRecords } from '../kit/repository.ts';
import type { SandboxPage } from '../meta/accounts.ts';
import { GRAPH_ERRORS, sendGraphError } from '../meta/graph-answers.ts';
import { guard, type GraphFake } from '../meta/guard.ts';
import { flagParam, paramsOf, textParam } from '../meta/params.ts';
import { publishingPage } from './publishing-page.ts';
import { findVideo, NETWORK, type SandboxVideo } from './store.ts';
import { PART_BYTES, partRows, videoFileUrl } from './video-files.ts';

/** Meta's cap on a Page video (10 GB) and the Reels a Page may publish through the API per rolling 24 h. */
const MAX_VIDEO_BYTES = 10 * 1024 ** 3;
const REELS_PER_DAY = 30;

/**
 * How the upload host refuses a part whose offset is not where the upload stands (⚠ the exact
 * code and subcode are not confirmed from a primary source).
 */
const wrongOffset = (expected: number, got: string | null): GraphError => ({
  message: `(#6001) There was a problem uploading your video file: start_offset ${got ?? '(none)'} does not match the ${expected} bytes received. Resume from ${expected}.`,
  code: 6001,
  error_subcode: 1363037,
});
const incomplete = (video: SandboxVideo): GraphError => ({
  message: `(#6001) The upload is not complete: ${video.upload?.received ?? 0} of ${video.upload?.fileSize ?? 0} bytes received.`,
  code: 6001,
  error_subcode: 1363030,
});
const sessionDone = GRAPH_ERRORS.invalidParam('This upload session is already finished');

/** The part Meta asks for next, as strings like Graph's. */
const nextRange = (received: number, size: number) => ({ start_offset: String(received), end_offset: String(Math.min(received + PART_BYTES, size)) });

const uploadingVideo = (page: SandboxPage, fileSize: number, reel: boolean): SandboxVideo => ({
  id: numericId(16),
  pageId: page.id,
  fileUrl: '',
  description: '',
  published: false,
  checks: 0,
  state: 'uploading',
  createdAt: new Date().toISOString(),
  reel,
  upload: { sessionId: reel ? null : numericId(15), fileSize, received: 0 },
});

/** Finishes an upload: the description, published or not, then processed as a URL video is. */
const finishedVideo = (fake: GraphFake, video: SandboxVideo, description: string, published: boolean): SandboxVideo => ({
  ...video,
  description,
  published,
  state: 'processing',
  fileUrl: videoFileUrl(fake, video.id),
});

/** The video of an upload session of this Page, still uploading, or null once Graph's refusal is sent. */
async function sessionVideo(fake: GraphFake, page: SandboxPage, sessionId: string | null, reply: FastifyReply): Promise<SandboxVideo | null> {
  const videoId = sessionId ? (await getRecord<{ videoId: string }>(fake.db, NETWORK, 'upload-session', sessionId))?.videoId : null;
  const video = videoId ? await findVideo(fake.db, videoId) : null;
  if (!video || video.pageId !== page.id) {
    await sendGraphError(reply, GRAPH_ERRORS.invalidParam(`Invalid upload_session_id: ${sessionId ?? '(none)'}`));
    return null;
  }
  if (video.state !== 'uploading') {
    await sendGraphError(reply, sessionDone);
    return null;
  }
  return video;
}

/**
 * `POST /{page-id}/videos` with `upload_phase`: `start` (the file's size: a video id, a session and
 * the first part to send), `transfer` (each part, exactly the one asked, as `video_file_chunk`),
 * `finish` (every byte received; the description). Out of order, a phase is refused.
 */
export async function resumableVideoPhase(fake: GraphFake, page: SandboxPage, params: Record<string, unknown>, reply: FastifyReply) {
  const phase = textParam(params, 'upload_phase');
  if (phase === 'start') {
    const size = Number(textParam(params, 'file_size'));
    if (!Number.isInteger(size) || size <= 0) return sendGraphError(reply, GRAPH_ERRORS.missingParam('file_size'));
    if (size > MAX_VIDEO_BYTES)
      return sendGraphError(reply, { message: '(#6000) The video file you selected is too large. The maximum size is 10 GB.', code: 6000, error_subcode: 1363023 });
    const video = uploadingVideo(page, size, false);
    const sessionId = video.upload!.sessionId!;
    await putRecords(fake.db, NETWORK, [
      { kind: 'video', id: video.id, data: video },
      { kind: 'upload-session', id: sessionId, data: { videoId: video.id } },
    ]);
    return reply.send({ video_id: video.id, upload_session_id: sessionId, ...nextRange(0, size) });
  }
  if (phase !== 'transfer' && phase !== 'finish') return sendGraphError(reply, GRAPH_ERRORS.invalidParam('upload_phase must be one of start, transfer, finish'));
  const video = await sessionVideo(fake, page, textParam(params, 'upload_session_id'), reply);
  if (!video) return reply;
  const upload = video.upload!;
  if (phase === 'finish') {
    if (upload.received < upload.fileSize) return sendGraphError(reply, incomplete(video));
    const description = textParam(params, 'description') ?? '';
    await putRecords(fake.db, NETWORK, [{ kind: 'video', id: video.id, data: finishedVideo(fake, video, description, flagParam(params, 'published', true)) }]);
    return reply.send({ success: true });
  }
  const offset = textParam(params, 'start_offset');
  if (offset !== String(upload.received)) return sendGraphError(reply, wrongOffset(upload.received, offset));
  const chunk = params.video_file_chunk;
  if (!Buffer.isBuffer(chunk)) return sendGraphError(reply, GRAPH_ERRORS.missingParam('video_file_chunk'));
  const expected = Math.min(PART_BYTES, upload.fileSize - upload.received);
  if (chunk.length !== expected) return sendGraphError(reply, wrongOffset(upload.received, `${offset} (a part of ${chunk.length} bytes instead of ${expected})`));
  const received = upload.received + chunk.length;
  await putRecords(fake.db, NETWORK, [...partRows(video.id, upload.received, chunk), { kind: 'video', id: video.id, data: { ...video, upload: { ...upload, received } } }]);
  return reply.send(nextRange(received, upload.fileSize));
}

const reelUse = (page: SandboxPage) => ({ kind: `quota-reels:${page.id}`, id: numericId(12), data: { at: new Date().toISOString() } });

/**
 * Reels: `POST /{page-id}/video_reels` `start` (a video id and its upload URL), the bytes to that URL
 * in one request (`offset`, `file_size`, the token as `OAuth`), then `finish` with `video_state`
 * and the description, within 30 Reels per rolling 24 h.
 */
export function registerReels(scope: FastifyInstance, fake: GraphFake) {
  scope.post<{ Params: { version: string; pageId: string } }>('/:version/:pageId/video_reels', async (request, reply) => {
    const call = await guard(fake, request, reply, 'upload');
    if (!call) return reply;
    const page = await publishingPage(fake, call, request.params.pageId, reply);
    if (!page) return reply;
    const params = paramsOf(request);
    const phase = textParam(params, 'upload_phase');
    if (phase === 'start') {
      const video = uploadingVideo(page, 0, true);
      await putRecords(fake.db, NETWORK, [{ kind: 'video', id: video.id, data: video }]);
      return reply.send({ video_id: video.id, upload_url: `${fake.siteUrl}/video-upload/${request.params.version}/${video.id}` });
    }
    if (phase !== 'finish') return sendGraphError(reply, GRAPH_ERRORS.invalidParam('upload_phase must be one of start, finish'));
    const videoId = textParam(params, 'video_id');
    const video = videoId ? await findVideo(fake.db, videoId) : null;
    if (!video?.reel || video.pageId !== page.id) return sendGraphError(reply, GRAPH_ERRORS.unknownObject(videoId ?? ''));
    if (video.state !== 'uploading') return sendGraphError(reply, sessionDone);
    if (!video.upload || video.upload.fileSize === 0 || video.upload.received < video.upload.fileSize) return sendGraphError(reply, incomplete(video));
    const state = textParam(params, 'video_state');
    if (!['PUBLISHED', 'DRAFT', 'SCHEDULED'].includes(state ?? '')) return sendGraphError(reply, GRAPH_ERRORS.missingParam('video_state'));
    if ((await countRecords(fake.db, NETWORK, `quota-reels:${page.id}`, new Date(Date.now() - 86_400_000))) >= REELS_PER_DAY) {
      return sendGraphError(reply, { message: `(#4) Application request limit reached: ${REELS_PER_DAY} Reels per 24 hours on this Page`, code: 4 });
    }
    const finished = finishedVideo(fake, video, textParam(params, 'description') ?? '', state === 'PUBLISHED');
    await putRecords(fake.db, NETWORK, [{ kind: 'video', id: video.id, data: finished }, reelUse(page)]);
    return reply.send({ success: true });
  });

  scope.post<{ Params: { version: string; videoId: string }; Body: unknown }>('/video-upload/:version/:videoId', { bodyLimit: 1024 ** 3 }, async (request, reply) => {
    // The upload host names the token `OAuth`; the gate reads bearers.
    request.headers.authorization = request.headers.authorization?.replace(/^OAuth\s+/i, 'Bearer ');
    const call = await guard(fake, request, reply, 'upload');
    if (!call) return reply;
    const video = await findVideo(fake.db, request.params.videoId);
    if (!video?.reel || call.caller.pageId !== video.pageId)
      return reply.code(400).send({ debug_info: { retriable: false, type: 'NotAuthorizedError', message: 'Invalid video id or token for this upload' } });
    if (video.state !== 'uploading') return reply.code(400).send({ debug_info: { retriable: false, type: 'ProcessingFailedError', message: 'The upload is already finished' } });
    const upload = video.upload!;
    const offset = Number(request.headers.offset);
    const size = Number(request.headers.file_size);
    const bytes = Buffer.isBuffer(request.body) ? request.body : null;
    if (!Number.isInteger(size) || size <= 0 || (upload.fileSize > 0 && size !== upload.fileSize)) {
      return reply.code(400).send({ debug_info: { retriable: false, type: 'BadRequestError', message: 'The file_size header must be the file size in bytes' } });
    }
    if (offset !== upload.received || !bytes || offset + bytes.length !== size) {
      return reply
        .code(400)
        .send({ debug_info: { retriable: true, type: 'OffsetInvalidError', message: `Resume the upload at offset ${upload.received} and send the rest of the file` } });
    }
    await putRecords(fake.db, NETWORK, [
      ...partRows(video.id, offset, bytes),
      { kind: 'video', id: video.id, data: { ...video, upload: { ...upload, fileSize: size, received: size } } },
    ]);
    return reply.send({ success: true });
  });
}
