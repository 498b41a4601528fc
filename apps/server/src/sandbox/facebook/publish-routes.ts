import type { FastifyInstance, FastifyReply } from 'fastify';
import { numericId, recordPost, timeline } from '../kit/posts.ts';
import { findPage, type SandboxPage } from '../meta/accounts.ts';
import { GRAPH_ERRORS, sendGraphError } from '../meta/graph-answers.ts';
import { guard, type Call, type GraphFake } from '../meta/guard.ts';
import { fieldNames, flagParam, paramsOf, pickFields, textParam } from '../meta/params.ts';
import { findPhoto, NETWORK, savePhoto, saveVideo, type SandboxPhoto } from './store.ts';

type PageParams = { Params: { pageId: string } };

/** The Page a publishing call names, which only that Page's token may publish to. */
async function publishingPage(fake: GraphFake, call: Call, pageId: string, reply: FastifyReply): Promise<SandboxPage | null> {
  const page = await findPage(fake.db, NETWORK, pageId);
  if (!page) {
    await sendGraphError(reply, GRAPH_ERRORS.unknownObject(pageId));
    return null;
  }
  if (call.caller.pageId !== page.id) {
    await sendGraphError(reply, GRAPH_ERRORS.pagePermission, 403);
    return null;
  }
  return page;
}

function attachedIds(value: unknown): string[] | null {
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (list === undefined) return [];
  if (!Array.isArray(list)) return null;
  const ids = list.map((item) => (item && typeof item === 'object' ? String((item as { media_fbid?: unknown }).media_fbid ?? '') : ''));
  return ids.every(Boolean) ? ids : null;
}

/** Facebook refuses a status identical to the Page's last one (#506), within a day. */
async function isDuplicate(fake: GraphFake, page: SandboxPage, text: string) {
  const { posts } = await timeline(fake.db, NETWORK, page.id, { since: new Date(Date.now() - 86_400_000), limit: 1 });
  const last = posts[0];
  return !!last && last.mediaType === null && last.text === text;
}

async function createPost(fake: GraphFake, page: SandboxPage, input: { text: string; photo: SandboxPhoto | null }) {
  const postNumber = numericId(16);
  const id = `${page.id}_${postNumber}`;
  const post = await recordPost(fake.db, NETWORK, {
    id,
    userId: page.id,
    username: page.username,
    owner: page.owner ?? null,
    text: input.text,
    title: null,
    mediaType: input.photo ? 'image' : null,
    mediaUrl: input.photo?.url ?? null,
  });
  return { id: post.id, permalink_url: `${fake.siteUrl}/${page.id}/posts/${postNumber}` };
}

/** `/feed`, `/photos` and `/videos` of a Page, as Graph answers them. */
export function registerPagePublishing(scope: FastifyInstance, fake: GraphFake) {
  scope.post<PageParams>('/:version/:pageId/feed', async (request, reply) => {
    const call = await guard(fake, request, reply, 'publish');
    if (!call) return reply;
    const page = await publishingPage(fake, call, request.params.pageId, reply);
    if (!page) return reply;
    const params = paramsOf(request);
    const message = textParam(params, 'message') ?? '';
    const link = textParam(params, 'link');
    const ids = attachedIds(params.attached_media);
    if (ids === null) return sendGraphError(reply, GRAPH_ERRORS.invalidParam('param attached_media must be an array of {"media_fbid": id}'));
    if (!message && !link && ids.length === 0) return sendGraphError(reply, GRAPH_ERRORS.missingParam('message, link or attached_media'));
    const photos = await Promise.all(ids.map((id) => findPhoto(fake.db, id)));
    const badIndex = photos.findIndex((photo) => !photo || photo.pageId !== page.id || photo.attachedTo);
    if (badIndex >= 0) return sendGraphError(reply, GRAPH_ERRORS.invalidParam(`attached_media[${badIndex}] is not a valid unpublished photo of this Page`));
    const text = link ? `${message}\n${link}`.trim() : message;
    if (photos.length === 0 && (await isDuplicate(fake, page, text))) return fake.gate.send(reply, fake.dialect.error('duplicate'));
    const created = await createPost(fake, page, { text, photo: photos[0] ?? null });
    for (const photo of photos) await savePhoto(fake.db, { ...photo!, attachedTo: created.id });
    return reply.send(pickFields(created, fieldNames(textParam(params, 'fields'), ['id'])));
  });

  scope.post<PageParams>('/:version/:pageId/photos', async (request, reply) => {
    const call = await guard(fake, request, reply, 'upload');
    if (!call) return reply;
    const page = await publishingPage(fake, call, request.params.pageId, reply);
    if (!page) return reply;
    const params = paramsOf(request);
    const url = textParam(params, 'url');
    if (!url) return sendGraphError(reply, GRAPH_ERRORS.missingParam('url (the sandbox takes photos by URL only)'));
    const photo: SandboxPhoto = { id: numericId(16), pageId: page.id, url, attachedTo: null };
    if (!flagParam(params, 'published', true)) {
      await savePhoto(fake.db, photo);
      return reply.send({ id: photo.id });
    }
    const created = await createPost(fake, page, { text: textParam(params, 'caption') ?? textParam(params, 'message') ?? '', photo });
    await savePhoto(fake.db, { ...photo, attachedTo: created.id });
    return reply.send({ id: photo.id, post_id: created.id });
  });

  scope.post<PageParams>('/:version/:pageId/videos', async (request, reply) => {
    const call = await guard(fake, request, reply, 'upload');
    if (!call) return reply;
    const page = await publishingPage(fake, call, request.params.pageId, reply);
    if (!page) return reply;
    const params = paramsOf(request);
    const fileUrl = textParam(params, 'file_url');
    if (!fileUrl) return sendGraphError(reply, GRAPH_ERRORS.missingParam('file_url (the sandbox takes videos by URL only)'));
    const id = numericId(16);
    await saveVideo(fake.db, {
      id,
      pageId: page.id,
      fileUrl,
      description: textParam(params, 'description') ?? '',
      published: flagParam(params, 'published', true),
      checks: 0,
      state: 'processing',
      createdAt: new Date().toISOString(),
    });
    return reply.send({ id });
  });
}
