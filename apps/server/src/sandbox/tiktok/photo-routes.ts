import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../kit/context.ts';
import type { createGate } from '../kit/gate.ts';
import { numericId } from '../kit/posts.ts';
import type { createRateWindow } from '../kit/rate-window.ts';
import { apiError, ok } from './dialect.ts';
import { deliver, saveJob, type PublishJob } from './jobs.ts';
import { checkPhotoInit, type PhotoInitBody } from './validation.ts';

type Gate = ReturnType<typeof createGate>;

const FAILED_PROCESSING = 'picture_size_check_failed';

/**
 * `POST /v2/post/publish/content/init/`, photo mode: TikTok pulls the photos itself, so a Direct
 * Post is delivered as soon as it is accepted (its status then goes like a pulled video's). A
 * `MEDIA_UPLOAD` goes to the creator's inbox and needs the `video.upload` scope.
 */
export function photoRoutes(scope: FastifyInstance, ctx: SandboxContext, gate: Gate, initQuota: ReturnType<typeof createRateWindow>) {
  scope.post<{ Body: PhotoInitBody }>('/v2/post/publish/content/init/', async (request, reply) => {
    const caller = await gate.enter(request, reply, 'publish');
    if (!caller) return reply;
    const body = request.body ?? {};
    const needed = body.post_mode === 'MEDIA_UPLOAD' ? 'video.upload' : 'video.publish';
    if (!caller.scope.split(',').includes(needed)) return gate.send(reply, apiError(401, 'scope_not_authorized', `${needed} is not authorized.`));
    if (!initQuota.hit(caller.token).ok) return gate.send(reply, apiError(429, 'rate_limit_exceeded', 'Too many init requests: 6 per minute per user.'));
    const refusal = checkPhotoInit(body);
    if (refusal) return gate.send(reply, refusal);
    const info = body.post_info!;
    const source = body.source_info!;
    const job: PublishJob = {
      publishId: `p_pub_url~v2.${numericId(19)}`,
      userId: caller.userId,
      title: typeof info.description === 'string' ? info.description : '',
      photos: { urls: source.photo_images as string[], coverIndex: source.photo_cover_index as number, title: typeof info.title === 'string' ? info.title : null },
      source: 'PULL_FROM_URL',
      videoUrl: null,
      videoSize: 0,
      chunkSize: 0,
      totalChunks: 0,
      uploadToken: randomBytes(12).toString('hex'),
      received: 0,
      checks: 0,
      failReason: caller.fault === 'processing_failure' ? FAILED_PROCESSING : null,
      postId: null,
      inbox: body.post_mode === 'MEDIA_UPLOAD',
    };
    await saveJob(ctx.db, job);
    await deliver(ctx.db, job);
    return ok({ publish_id: job.publishId });
  });
}
