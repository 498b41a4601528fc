import type { FastifyInstance, FastifyReply } from 'fastify';
import { GRAPH_ERRORS, sendGraphError } from '../meta/graph-answers.ts';
import { guard, type GraphFake } from '../meta/guard.ts';
import { paramsOf, textParam } from '../meta/params.ts';
import { childProblem, NOT_READY, readContainerRequest } from './container-request.ts';
import { numericId, recordPost, withAltText, type SandboxMedium, type SandboxPost } from '../kit/posts.ts';
import type { SandboxInstagramAccount } from '../meta/accounts.ts';
import { reachableAccount } from './access.ts';
import { getRecords, putRecords } from '../kit/repository.ts';
import { findContainer, NETWORK, QUOTAS, shortcodeRow, useRow, usesInWindow, type SandboxContainer } from './store.ts';

type AccountParams = { Params: { accountId: string } };

/** Why a container cannot be published, as Graph says it. */
function publishProblem(container: SandboxContainer) {
  if (container.carouselItem) return GRAPH_ERRORS.invalidParam('A carousel item cannot be published on its own: publish the carousel that names it');
  if (container.state === 'IN_PROGRESS') return NOT_READY;
  if (container.state === 'EXPIRED') return { message: 'The media you are trying to access has expired. Please try to upload again.', code: -2, error_subcode: 2207020 };
  if (container.state === 'ERROR') return GRAPH_ERRORS.invalidParam('The container failed processing and cannot be published');
  if (container.state === 'PUBLISHED') return GRAPH_ERRORS.invalidParam('The container has already been published');
  return null;
}

/** What a published media keeps of its container: a carousel's items in order, a Reel's feed sharing and cover. */
function formatOfContainer(container: SandboxContainer): Pick<SandboxPost, 'media' | 'details'> {
  if (container.mediaType === 'CAROUSEL') return { media: container.items ?? [], details: { format: 'carousel' } };
  if (container.mediaType === 'REELS') {
    return {
      details: { format: 'reel', shareToFeed: String(container.shareToFeed ?? true), thumbOffsetMs: container.thumbOffsetMs == null ? null : String(container.thumbOffsetMs) },
    };
  }
  return { details: { format: 'photo' } };
}

async function publishContainer(fake: GraphFake, account: SandboxInstagramAccount, container: SandboxContainer, reply: FastifyReply) {
  const mediaId = numericId(17);
  const first = container.items?.[0];
  // The media, its shortcode, the spent container and the quota use: one statement.
  await recordPost(
    fake.db,
    NETWORK,
    {
      id: mediaId,
      userId: account.id,
      username: account.username,
      owner: account.owner ?? null,
      text: container.caption,
      title: null,
      mediaType: first ? first.type : container.mediaType === 'REELS' ? 'video' : 'image',
      mediaUrl: container.url,
      mediaAltText: first ? first.altText : container.altText,
      ...formatOfContainer(container),
    },
    {
      with: [shortcodeRow(mediaId), { kind: 'container', id: container.id, data: { ...container, state: 'PUBLISHED', mediaId } }, useRow('posts', account.id)],
    },
  );
  return reply.send({ id: mediaId });
}

const mediumOf = (container: SandboxContainer): SandboxMedium => withAltText({ type: container.mediaType === 'IMAGE' ? 'image' : 'video', url: container.url }, container.altText);

/**
 * A carousel container from its children, each checked (the account's, a carousel item, FINISHED,
 * in no other carousel) and then bound to it, in the same statement as the carousel.
 */
async function createCarousel(fake: GraphFake, account: SandboxInstagramAccount, childIds: string[], caption: string, reply: FastifyReply) {
  const found = await getRecords<SandboxContainer>(fake.db, NETWORK, 'container', childIds);
  for (const id of childIds) {
    const problem = childProblem(found.get(id) ?? null, id, account.id);
    if (problem) return sendGraphError(reply, problem);
  }
  const children = childIds.map((id) => found.get(id)!);
  const carousel: SandboxContainer = {
    ...newContainer(account.id, 'CAROUSEL', children[0]!.url, caption),
    items: children.map(mediumOf),
  };
  await putRecords(fake.db, NETWORK, [
    { kind: 'container', id: carousel.id, data: carousel },
    ...children.map((child) => ({ kind: 'container', id: child.id, data: { ...child, carouselId: carousel.id } })),
    useRow('containers', account.id),
  ]);
  return reply.send({ id: carousel.id });
}

const newContainer = (accountId: string, mediaType: SandboxContainer['mediaType'], url: string, caption: string): SandboxContainer => ({
  id: numericId(17),
  accountId,
  mediaType,
  url,
  caption,
  checks: 0,
  state: 'IN_PROGRESS',
  failure: null,
  mediaId: null,
  createdAt: new Date().toISOString(),
});

/** Containers, `media_publish` and `content_publishing_limit` of an Instagram professional account. */
export function registerContentPublishing(scope: FastifyInstance, fake: GraphFake) {
  scope.post<AccountParams>('/:version/:accountId/media', async (request, reply) => {
    const call = await guard(fake, request, reply, 'upload');
    if (!call) return reply;
    const account = await reachableAccount(fake, call, request.params.accountId, reply);
    if (!account) return reply;
    const read = readContainerRequest(paramsOf(request));
    if ('error' in read) return sendGraphError(reply, read.error);
    if ((await usesInWindow(fake.db, 'containers', account.id)) >= QUOTAS.containers) {
      return sendGraphError(reply, { message: `(#9) Application request limit reached: ${QUOTAS.containers} containers per 24 hours`, code: 9 });
    }
    const asked = read.request;
    if (asked.kind === 'carousel') return createCarousel(fake, account, asked.childIds, asked.caption, reply);
    const container: SandboxContainer = {
      ...newContainer(account.id, asked.mediaType, asked.url, asked.caption),
      ...(asked.carouselItem ? { carouselItem: true, carouselId: null } : {}),
      ...(asked.mediaType === 'REELS' ? { shareToFeed: asked.shareToFeed, thumbOffsetMs: asked.thumbOffsetMs } : {}),
      ...(asked.altText ? { altText: asked.altText } : {}),
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
