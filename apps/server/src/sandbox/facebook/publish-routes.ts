import type { FastifyInstance } from 'fastify';
import { numericId, recordPost, timeline, withAltText } from '../kit/posts.ts';
import type { SandboxPage } from '../meta/accounts.ts';
import { GRAPH_ERRORS, sendGraphError } from '../meta/graph-answers.ts';
import { guard, type GraphFake } from '../meta/guard.ts';
import { fieldNames, flagParam, paramsOf, pickFields, textParam } from '../meta/params.ts';
import { publishingPage } from './publishing-page.ts';
import { findPhoto, NETWORK, savePhoto, saveVideo, type SandboxPhoto } from './store.ts';
import { resumableVideoPhase } from './video-upload-routes.ts';

type PageParams = { Params: { pageId: string } };

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

/** A post of the Page: its text and photos (several: Facebook shows them as one set, in order), each with its alternative text. */
async function createPost(fake: GraphFake, page: SandboxPage, input: { text: string; photos: SandboxPhoto[] }) {
  const [first] = input.photos;
  const media = input.photos.map((photo) => withAltText({ type: 'image', url: photo.url }, photo.altText));
  const postNumber = numericId(16);
  const id = `${page.id}_${postNumber}`;
  const post = await recordPost(fake.db, NETWORK, {
    id,
    userId: page.id,
    username: page.username,
    owner: page.owner ?? null,
    text: input.text,
    title: null,
    mediaType: first ? 'image' : null,
    mediaUrl: first?.url ?? null,
    mediaAltText: first?.altText,
    ...(media.length > 1 ? { media } : {}),
  });
  return { id: post.id, permalink_url: `${fake.siteUrl}/${page.id}/posts/${postNumber}` };
}

/** `/feed` (with several photos attached), `/photos` and `/videos` (by URL or resumable upload) of a Page, as Graph answers them. */
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
    const created = await createPost(fake, page, { text, photos: photos as SandboxPhoto[] });
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
    // The photo's own alternative text, in place of the one Facebook would write for it.
    const altText = textParam(params, 'alt_text_custom');
    const photo: SandboxPhoto = { id: numericId(16), pageId: page.id, url, attachedTo: null, ...(altText ? { altText } : {}) };
    if (!flagParam(params, 'published', true)) {
      await savePhoto(fake.db, photo);
      return reply.send({ id: photo.id });
    }
    const created = await createPost(fake, page, { text: textParam(params, 'caption') ?? textParam(params, 'message') ?? '', photos: [photo] });
    await savePhoto(fake.db, { ...photo, attachedTo: created.id });
    return reply.send({ id: photo.id, post_id: created.id });
  });

  scope.post<PageParams>('/:version/:pageId/videos', async (request, reply) => {
    const call = await guard(fake, request, reply, 'upload');
    if (!call) return reply;
    const page = await publishingPage(fake, call, request.params.pageId, reply);
    if (!page) return reply;
    const params = paramsOf(request);
    if (textParam(params, 'upload_phase') !== null) return resumableVideoPhase(fake, page, params, reply);
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
