import { apiMessagesFr, type ContentItem, type ContentMedium, type DraftBody } from '@publia/shared';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../core/context/app-context.ts';
import type { SessionInfo } from '../../core/auth/service.ts';
import { resolveMediaReference } from '../media/service.ts';
import { reopenAfterEdit } from './approval-gate.ts';
import { writeContent } from './content-write.ts';
import { contentItemOf, loadContentRow } from './load-content.ts';
import { findContent, insertContent, updateContentIf, type ContentChanges, type ContentStatusValue } from './repository.ts';

/** Statuses in which the text, media and networks may still change. */
export const EDITABLE_STATUSES: ContentStatusValue[] = ['draft', 'pending', 'failed'];

/**
 * What an item is reposted from is one of the workspace's items: another workspace's or an unknown
 * id is the same 404, so that ids do not leak. The source an item already names stays accepted
 * once that source is deleted, so that the repost can still be edited.
 */
async function checkRepostSource(ctx: AppContext, workspaceId: string, repostOf: string | null | undefined, kept: string | null): Promise<void> {
  if (!repostOf || repostOf === kept) return;
  if (!(await findContent(ctx.db, workspaceId, repostOf))) throw new AppError(404, 'content.notFound', {}, 'repostOf');
}

/** The row fields of a draft body; the media must be one of the workspace's files, the source one of its items. */
async function changesOf(ctx: AppContext, workspaceId: string, body: DraftBody, keptRepostOf: string | null = null): Promise<ContentChanges> {
  await checkRepostSource(ctx, workspaceId, body.repostOf, keptRepostOf);
  const items = await mediaItemsOf(ctx, workspaceId, body);
  const first = items[0];
  const media = { mediaId: first?.id ?? null, mediaUrl: first?.url ?? null, mediaType: first?.type ?? null, mediaItems: items };
  return {
    title: body.title ? body.title : null,
    text: body.content,
    hashtags: body.keywords ?? [],
    topics: body.topics ?? [],
    objective: body.objective ?? null,
    description: body.description?.trim() ? body.description : null,
    publicationMode: body.publicationMode ?? null,
    variants: body.variants ?? {},
    link: body.link ?? null,
    platforms: [...new Set(body.platforms)],
    repostOf: body.repostOf ?? null,
    firstComment: body.firstComment?.trim() ? body.firstComment : null,
    thread: (body.thread ?? []).filter((part) => part.trim()),
    publishOptions: body.publishOptions ?? {},
    ...media,
  };
}

/**
 * The post's media in order, each one of the workspace's files (`media`, or the one `mediaId` /
 * `mediaUrl` name): an unknown one is refused, naming its place in the list. The file gives the
 * id, address and type; the author gives the alternative text, kept as written (a video's too:
 * stored, though no network is sent one).
 */
async function mediaItemsOf(ctx: AppContext, workspaceId: string, body: DraftBody): Promise<ContentMedium[]> {
  const references: Pick<ContentMedium, 'id' | 'url' | 'altText'>[] = body.media ?? (body.mediaId || body.mediaUrl ? [{ id: body.mediaId ?? null, url: body.mediaUrl ?? '' }] : []);
  const items: ContentMedium[] = [];
  for (const [index, reference] of references.entries()) {
    const found = await resolveMediaReference(ctx, workspaceId, { mediaId: reference.id, mediaUrl: reference.url || null });
    const field = body.media ? `media.${index}` : body.mediaId ? 'mediaId' : 'mediaUrl';
    if (!found) throw new AppError(400, 'content.mediaNotFound', {}, field);
    items.push({ id: found.id, url: found.url, type: found.kind, ...(reference.altText ? { altText: reference.altText } : {}) });
  }
  return items;
}

/** A new item waits for validation: the notifications module tells the validators and the author. */
const announcePending = (ctx: AppContext, workspaceId: string, contentId: string, authorId: string) => ctx.events.emit('content.pending', { workspaceId, contentId, authorId });

/** POST /api/content/drafts: saved `pending` (the pending list) unless `draft` is asked for. */
export async function createDraft(ctx: AppContext, auth: SessionInfo, body: DraftBody): Promise<ContentItem> {
  const workspaceId = auth.workspace.id;
  const changes = await changesOf(ctx, workspaceId, body);
  const row = await writeContent(ctx, workspaceId, (tx) =>
    insertContent(tx, {
      ...changes,
      workspaceId,
      userId: auth.user.id,
      status: body.status ?? 'pending',
    }),
  );
  if (row.status === 'pending') await announcePending(ctx, workspaceId, row.id, auth.user.id);
  return contentItemOf(ctx, row);
}

/**
 * PUT /api/content/drafts/:id: only draft, pending and failed items change. An approved item edited
 * by someone who may not approve waits for approval again (the message says so).
 */
export async function updateDraft(ctx: AppContext, auth: SessionInfo, id: string, body: DraftBody): Promise<{ item: ContentItem; message: string }> {
  const workspaceId = auth.workspace.id;
  const current = await loadContentRow(ctx, workspaceId, id);
  if (!EDITABLE_STATUSES.includes(current.status)) throw notEditable(current.status);
  const changes = await changesOf(ctx, workspaceId, body, current.repostOf);
  const status = body.status ?? (current.status === 'draft' ? 'draft' : 'pending');
  const row = await writeContent(ctx, workspaceId, (tx) => updateContentIf(tx, workspaceId, id, EDITABLE_STATUSES, { ...changes, status }, new Date(ctx.clock.now())));
  if (!row) throw notEditable((await loadContentRow(ctx, workspaceId, id)).status);
  if (status === 'pending' && current.status === 'draft') await announcePending(ctx, workspaceId, row.id, auth.user.id);
  const reopened = await reopenAfterEdit(ctx, auth, row);
  return { item: await contentItemOf(ctx, row), message: reopened ? apiMessagesFr['approval.backToApproval'] : savedMessage(false) };
}

const STATUS_LABELS: Record<string, string> = {
  scheduled: 'programmée',
  publishing: 'en cours de publication',
  published: 'publiée',
};

export const notEditable = (status: string) => new AppError(409, 'content.notEditable', { status: STATUS_LABELS[status] ?? status });

export const savedMessage = (created: boolean) => apiMessagesFr[created ? 'content.saved' : 'content.updated'];
