import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../kit/context.ts';
import type { createGate } from '../kit/gate.ts';
import { numericId } from '../kit/posts.ts';
import { createRateWindow } from '../kit/rate-window.ts';
import { ownerOfUser } from '../kit/oauth.ts';
import { apiError, ok } from './dialect.ts';
import { deliver, getJob, patchJob, PROCESSING_CHECKS, saveJob, type PublishJob } from './jobs.ts';
import { photoRoutes } from './photo-routes.ts';
import { checkPostInfo, checkSourceInfo, PRIVACY_LEVELS, type InitBody } from './validation.ts';

type Gate = ReturnType<typeof createGate>;

const MB = 1024 * 1024;
/** The creator's own ceiling, as in TikTok's documentation example: below the API's 10 minutes. */
export const SANDBOX_MAX_DURATION_SECONDS = 300;
const FAILED_PROCESSING = 'file_format_check_failed';

/** int64 ids are numbers in TikTok's JSON, longer than a JavaScript number: written by hand. */
const withInt64Ids = (body: unknown) => JSON.stringify(body).replace(/"publicaly_available_post_id":\["(\d+)"\]/, '"publicaly_available_post_id":[$1]');

export function publishRoutes(scope: FastifyInstance, ctx: SandboxContext, gate: Gate) {
  // Per user token, as TikTok counts them: 6 inits and 30 status reads a minute.
  const initQuota = createRateWindow(6, 60_000);
  const statusQuota = createRateWindow(30, 60_000);
  const base = `${ctx.publicUrl}/sandbox/tiktok`;
  photoRoutes(scope, ctx, gate, initQuota);

  scope.post('/v2/post/publish/creator_info/query/', async (request, reply) => {
    const caller = await gate.enter(request, reply, 'profile');
    if (!caller) return reply;
    if (!caller.scope.split(',').includes('video.publish')) return gate.send(reply, apiError(401, 'scope_not_authorized', 'video.publish is not authorized.'));
    const user = caller.user;
    return ok({
      creator_avatar_url: user?.pictureUrl ?? '',
      creator_username: user?.username ?? '',
      creator_nickname: user?.name ?? '',
      privacy_level_options: PRIVACY_LEVELS,
      comment_disabled: false,
      duet_disabled: false,
      stitch_disabled: false,
      max_video_post_duration_sec: SANDBOX_MAX_DURATION_SECONDS,
    });
  });

  scope.post<{ Body: InitBody }>('/v2/post/publish/video/init/', async (request, reply) => {
    const caller = await gate.enter(request, reply, 'publish');
    if (!caller) return reply;
    if (!caller.scope.split(',').includes('video.publish')) return gate.send(reply, apiError(401, 'scope_not_authorized', 'video.publish is not authorized.'));
    const quota = initQuota.hit(caller.token);
    if (!quota.ok) return gate.send(reply, apiError(429, 'rate_limit_exceeded', 'Too many init requests: 6 per minute per user.'));
    const body = request.body ?? {};
    const refusal = checkPostInfo(body.post_info) ?? checkSourceInfo(body.source_info);
    if (refusal) return gate.send(reply, refusal);
    const source = body.source_info!;
    const pull = source.source === 'PULL_FROM_URL';
    const job: PublishJob = {
      publishId: `v_pub_${pull ? 'url' : 'file'}~v2-1.${numericId(19)}`,
      userId: caller.userId,
      title: body.post_info!.title ?? '',
      source: pull ? 'PULL_FROM_URL' : 'FILE_UPLOAD',
      videoUrl: pull ? (source.video_url ?? null) : null,
      videoSize: pull ? 0 : Number(source.video_size),
      chunkSize: pull ? 0 : Number(source.chunk_size),
      totalChunks: pull ? 0 : Number(source.total_chunk_count),
      uploadToken: randomBytes(12).toString('hex'),
      received: 0,
      checks: 0,
      failReason: caller.fault === 'processing_failure' ? FAILED_PROCESSING : null,
      postId: null,
    };
    await saveJob(ctx.db, job);
    // TikTok fetches a pulled video itself: it is delivered as soon as the init is accepted.
    if (pull) await deliver(ctx.db, job);
    return ok({
      publish_id: job.publishId,
      ...(pull ? {} : { upload_url: `${base}/upload/video/?upload_id=${encodeURIComponent(job.publishId)}&upload_token=${job.uploadToken}` }),
    });
  });

  scope.put<{ Querystring: { upload_id?: string; upload_token?: string }; Body: Buffer }>('/upload/video/', { bodyLimit: 130 * MB }, async (request, reply) => {
    const job = request.query.upload_id ? await getJob(ctx.db, request.query.upload_id) : null;
    if ((await gate.fault(request, reply, 'upload', await ownerOfUser(ctx.db, 'tiktok', job?.userId))) === 'answered') return reply;
    if (!job || job.source !== 'FILE_UPLOAD' || job.uploadToken !== request.query.upload_token) {
      return gate.send(reply, apiError(404, 'invalid_params', 'Upload session not found or expired.'));
    }
    const refusal = checkChunk(job, String(request.headers['content-range'] ?? ''), request.body);
    if (refusal) return gate.send(reply, apiError(400, 'invalid_file_upload', refusal));
    const received = job.received + request.body.length;
    const updated = await patchJob(ctx.db, job.publishId, { received });
    if (received < job.videoSize) return reply.code(206).send();
    await deliver(ctx.db, updated ?? { ...job, received });
    return reply.code(201).send();
  });

  scope.post<{ Body: { publish_id?: string } }>('/v2/post/publish/status/fetch/', async (request, reply) => {
    const caller = await gate.enter(request, reply, 'status');
    if (!caller) return reply;
    const quota = statusQuota.hit(caller.token);
    if (!quota.ok) return gate.send(reply, apiError(429, 'rate_limit_exceeded', 'Too many status requests: 30 per minute per user.'));
    const job = request.body?.publish_id ? await getJob(ctx.db, request.body.publish_id) : null;
    if (!job || job.userId !== caller.userId) return gate.send(reply, apiError(400, 'invalid_params', 'publish_id does not exist.'));
    const data = await statusOf(job, caller.fault === 'processing_failure');
    return reply.type('application/json; charset=utf-8').send(withInt64Ids(ok(data)));
  });

  async function statusOf(job: PublishJob, failNow: boolean) {
    const pull = job.source === 'PULL_FROM_URL';
    const progress = pull ? { downloaded_bytes: job.videoSize } : { uploaded_bytes: job.received };
    if (!pull && job.received < job.videoSize) return { status: 'PROCESSING_UPLOAD', ...progress };
    const failReason = job.failReason ?? (failNow && !job.postId ? FAILED_PROCESSING : null);
    const checks = job.checks + 1;
    await patchJob(ctx.db, job.publishId, { checks, failReason });
    if (checks <= PROCESSING_CHECKS) return { status: pull ? 'PROCESSING_DOWNLOAD' : 'PROCESSING_UPLOAD', ...progress };
    if (failReason) return { status: 'FAILED', fail_reason: failReason, ...progress };
    if (job.inbox) return { status: 'SEND_TO_USER_INBOX', ...progress };
    // The id of a public post appears only after moderation: one answer without it first.
    const ids = checks === PROCESSING_CHECKS + 1 || !job.postId ? [] : [job.postId];
    return { status: 'PUBLISH_COMPLETE', publicaly_available_post_id: ids, ...progress };
  }
}

/** Chunks come in order, each of the announced size (the last one carrying the remainder). */
function checkChunk(job: PublishJob, contentRange: string, body: Buffer): string | null {
  const range = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(contentRange);
  if (!range) return 'Content-Range is missing or malformed.';
  const [first, last, total] = [Number(range[1]), Number(range[2]), Number(range[3])];
  if (total !== job.videoSize) return `Total size ${total} differs from video_size ${job.videoSize}.`;
  if (first !== job.received) return `Expected the chunk starting at byte ${job.received}.`;
  if (!Buffer.isBuffer(body) || body.length !== last - first + 1) return 'Chunk length does not match Content-Range.';
  const index = Math.floor(first / job.chunkSize);
  const expected = index === job.totalChunks - 1 ? job.videoSize - first : job.chunkSize;
  if (body.length !== expected) return `Chunk ${index} should be ${expected} bytes.`;
  return null;
}
