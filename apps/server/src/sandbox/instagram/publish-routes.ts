import type { FastifyInstance, FastifyReply } from 'fastify';
import { GRAPH_ERRORS, sendGraphError } from '../meta/graph-answers.ts';
import { guard, type GraphFake } from '../meta/guard.ts';
import { paramsOf, textParam } from '../meta/params.ts';
import { numericId, recordPost } from '../kit/posts.ts';
import type { SandboxInstagramAccount } from '../meta/accounts.ts';
import { reachableAccount } from './access.ts';
import { putRecords } from '../kit/repository.ts';
import { findContainer, NETWORK, QUOTAS, shortcodeRow, useRow, usesInWindow, type SandboxContainer } from './store.ts';

type AccountParams = { Params: { accountId: string } };

const CAPTION_MAX = 2_200;

/** What `POST /{ig-user}/media` refuses: no media (§8.6: no text-only post), old media types, long captions. */
function containerProblem(params: Record<string, unknown>): { message: string; code: number; error_subcode?: number } | null {
  const imageUrl = textParam(params, 'image_url');
  const videoUrl = textParam(params, 'video_url');
  const mediaType = textParam(params, 'media_type');
  if (!imageUrl && !videoUrl) return GRAPH_ERRORS.missingParam('image_url or video_url: a post needs a photo or a video');
  if (videoUrl && mediaType !== 'REELS') return GRAPH_ERRORS.invalidParam('The VIDEO media type is no longer supported for feed posts: use media_type=REELS');
  if (imageUrl && mediaType) return GRAPH_ERRORS.invalidParam(`media_type ${mediaType} does not take an image_url`);
  if ((textParam(params, 'caption') ?? '').length > CAPTION_MAX) return { message: 'The caption is too long.', code: 100, error_subcode: 2207010 };
  return null;
}

/** Why a container cannot be published, as Graph says it. */
function publishProblem(container: SandboxContainer) {
  if (container.state === 'IN_PROGRESS') {
    return { message: 'Media ID is not available', code: 9007, error_subcode: 2207027, error_user_title: 'Media Not Ready For Publishing', error_user_msg: 'The media is not ready for publishing, please wait for a moment' };
  }
  if (container.state === 'EXPIRED') return { message: 'The media you are trying to access has expired. Please try to upload again.', code: -2, error_subcode: 2207020 };
  if (container.state === 'ERROR') return GRAPH_ERRORS.invalidParam('The container failed processing and cannot be published');
  if (container.state === 'PUBLISHED') return GRAPH_ERRORS.invalidParam('The container has already been published');
  return null;
}

async function publishContainer(fake: GraphFake, account: SandboxInstagramAccount, container: SandboxContainer, reply: FastifyReply) {
  const mediaId = numericId(17);
  const video = container.mediaType === 'REELS';
  // The media, its shortcode, the spent container and the quota use: one statement.
  await recordPost(fake.db, NETWORK, {
    id: mediaId,
    userId: account.id,
    username: account.username,
    owner: account.owner ?? null,
    text: container.caption,
    title: null,
    mediaType: video ? 'video' : 'image',
    mediaUrl: container.url,
  }, {
    with: [
      shortcodeRow(mediaId),
      { kind: 'container', id: container.id, data: { ...container, state: 'PUBLISHED', mediaId } },
      useRow('posts', account.id),
    ],
  });
  return reply.send({ id: mediaId });
}

/** Containers, `media_publish` and `content_publishing_limit` of an Instagram professional account. */
export function registerContentPublishing(scope: FastifyInstance, fake: GraphFake) {
  scope.post<AccountParams>('/:version/:accountId/media', async (request, reply) => {
    const call = await guard(fake, request, reply, 'upload');
    if (!call) return reply;
    const account = await reachableAccount(fake, call, request.params.accountId, reply);
    if (!account) return reply;
    const params = paramsOf(request);
    const problem = containerProblem(params);
    if (problem) return sendGraphError(reply, problem);
    if ((await usesInWindow(fake.db, 'containers', account.id)) >= QUOTAS.containers) {
      return sendGraphError(reply, { message: `(#9) Application request limit reached: ${QUOTAS.containers} containers per 24 hours`, code: 9 });
    }
    const videoUrl = textParam(params, 'video_url');
    const container: SandboxContainer = {
      id: numericId(17),
      accountId: account.id,
      mediaType: videoUrl ? 'REELS' : 'IMAGE',
      url: videoUrl ?? textParam(params, 'image_url')!,
      caption: textParam(params, 'caption') ?? '',
      checks: 0,
      state: 'IN_PROGRESS',
      failure: null,
      mediaId: null,
      createdAt: new Date().toISOString(),
    };
    await putRecords(fake.db, NETWORK, [{ kind: 'container', id: container.id, data: container }, useRow('containers', account.id)]);
    return reply.send({ id: container.id });
  });

  scope.post<AccountParams>('/:version/:accountId/media_publish', async (request, reply) => {
    const call = await guard(fake, request, reply, 'publish');
    if (!call) return reply;
    const account = await reachableAccount(fake, call, request.params.accountId, reply);
    if (!account) return reply;
    const creationId = textParam(paramsOf(request), 'creation_id');
    if (!creationId) return sendGraphError(reply, GRAPH_ERRORS.missingParam('creation_id'));
    const container = await findContainer(fake.db, creationId);
    if (!container || container.accountId !== account.id) return sendGraphError(reply, GRAPH_ERRORS.unknownObject(creationId));
    const problem = publishProblem(container);
    if (problem) return sendGraphError(reply, problem);
    if ((await usesInWindow(fake.db, 'posts', account.id)) >= QUOTAS.posts) {
      return sendGraphError(reply, {
        message: 'Application request limit reached',
        code: 9,
        error_subcode: 2207042,
        error_user_title: 'Maximum posts reached',
        error_user_msg: 'You reached maximum number of posts that is allowed to be published by Content Publishing API.',
      });
    }
    return publishContainer(fake, account, container, reply);
  });

  scope.get<AccountParams>('/:version/:accountId/content_publishing_limit', async (request, reply) => {
    const call = await guard(fake, request, reply, 'profile');
    if (!call) return reply;
    const account = await reachableAccount(fake, call, request.params.accountId, reply);
    if (!account) return reply;
    const used = await usesInWindow(fake.db, 'posts', account.id);
    return reply.send({ data: [{ quota_usage: used, config: { quota_total: QUOTAS.posts, quota_duration: QUOTAS.windowSeconds } }] });
  });
}
