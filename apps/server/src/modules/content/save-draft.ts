import { apiMessagesFr, type ContentItem, type DraftBody } from '@publia/shared';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import type { SessionInfo } from '../auth/sessions.ts';
import { resolveMediaReference } from '../media/service.ts';
import { notify } from '../notifications/service.ts';
import { listValidators } from '../workspaces/service.ts';
import { requireContentEditor } from './access.ts';
import { historyChanged } from './history-cache.ts';
import { contentItemOf, loadContentRow } from './load-content.ts';
import { insertContent, updateContentIf, type ContentChanges, type ContentStatusValue } from './repository.ts';

/** Statuses in which the text, media and networks may still change. */
export const EDITABLE_STATUSES: ContentStatusValue[] = ['draft', 'pending', 'failed'];

/** The row fields of a draft body; the media must be one of the workspace's files. */
async function changesOf(ctx: AppContext, workspaceId: string, body: DraftBody): Promise<ContentChanges> {
  let media: { mediaId: string | null; mediaUrl: string | null; mediaType: 'image' | 'video' | null } = {
    mediaId: null,
    mediaUrl: null,
    mediaType: null,
  };
  if (body.mediaId || body.mediaUrl) {
    const found = await resolveMediaReference(ctx, workspaceId, { mediaId: body.mediaId, mediaUrl: body.mediaUrl });
    if (!found) throw new AppError(400, 'content.mediaNotFound', {}, body.mediaId ? 'mediaId' : 'mediaUrl');
    media = { mediaId: found.id, mediaUrl: found.url, mediaType: found.kind };
  }
  return {
    title: body.title ? body.title : null,
    text: body.content,
    hashtags: body.keywords ?? [],
    topics: body.topics ?? [],
    variants: body.variants ?? {},
    link: body.link ?? null,
    platforms: [...new Set(body.platforms)],
    repostOf: body.repostOf ?? null,
    ...media,
  };
}

/** Tells the workspace's validators (and the author) that an item waits in /publications/pending. */
async function notifyPending(ctx: AppContext, workspaceId: string, authorId: string): Promise<void> {
  const recipients = new Set([authorId, ...(await listValidators(ctx.db, workspaceId))]);
  for (const userId of recipients) {
    await notify(ctx, {
      workspaceId,
      userId,
      type: 'validation',
      message: apiMessagesFr['content.pendingNotice'],
      route: '/publications/pending',
    });
  }
}

/** POST /api/content/drafts: saved `pending` (the pending list) unless `draft` is asked for. */
export async function createDraft(ctx: AppContext, auth: SessionInfo, body: DraftBody): Promise<ContentItem> {
  requireContentEditor(auth);
  const workspaceId = auth.workspace.id;
  const changes = await changesOf(ctx, workspaceId, body);
  const row = await insertContent(ctx.db, {
    ...changes,
    workspaceId,
    userId: auth.user.id,
    status: body.status ?? 'pending',
  });
  historyChanged(ctx, workspaceId);
  if (row.status === 'pending') await notifyPending(ctx, workspaceId, auth.user.id);
  return contentItemOf(ctx, row);
}

/** PUT /api/content/drafts/:id: only draft, pending and failed items change. */
export async function updateDraft(ctx: AppContext, auth: SessionInfo, id: string, body: DraftBody): Promise<ContentItem> {
  const workspaceId = auth.workspace.id;
  const current = await loadContentRow(ctx, workspaceId, id);
  requireContentEditor(auth);
  if (!EDITABLE_STATUSES.includes(current.status)) throw notEditable(current.status);
  const changes = await changesOf(ctx, workspaceId, body);
  const status = body.status ?? (current.status === 'draft' ? 'draft' : 'pending');
  const row = await updateContentIf(ctx.db, workspaceId, id, EDITABLE_STATUSES, { ...changes, status });
  if (!row) throw notEditable((await loadContentRow(ctx, workspaceId, id)).status);
  historyChanged(ctx, workspaceId);
  if (status === 'pending' && current.status === 'draft') await notifyPending(ctx, workspaceId, auth.user.id);
  return contentItemOf(ctx, row);
}

const STATUS_LABELS: Record<string, string> = {
  scheduled: 'programmée',
  publishing: 'en cours de publication',
  published: 'publiée',
};

export const notEditable = (status: string) =>
  new AppError(409, 'content.notEditable', { status: STATUS_LABELS[status] ?? status });

export const savedMessage = (created: boolean) => apiMessagesFr[created ? 'content.saved' : 'content.updated'];
