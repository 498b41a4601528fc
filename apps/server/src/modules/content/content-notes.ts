import type { ContentNote } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { actorOf } from '../../core/audit/service.ts';
import type { SessionInfo } from '../../core/auth/service.ts';
import { AppError } from '../../http/app-error.ts';
import { insertNote, listNotes, listNoteWriters } from './approval-repository.ts';
import { toNote } from './approval-view.ts';
import { loadContentRow } from './load-content.ts';

/** GET /api/content/:id/notes: the team's notes and the approval's lines, oldest first. */
export async function contentNotes(ctx: AppContext, workspaceId: string, id: string): Promise<ContentNote[]> {
  const row = await loadContentRow(ctx, workspaceId, id);
  return (await listNotes(ctx.db, workspaceId, row.id)).map(toNote);
}

/**
 * POST /api/content/:id/notes: a note for the team on the item. Its author and everyone else who
 * wrote on it hear of it (never the writer).
 */
export async function addContentNote(ctx: AppContext, by: SessionInfo, id: string, rawText: string): Promise<ContentNote> {
  const text = rawText.trim();
  if (!text) throw new AppError(400, 'approval.noteRequired', {}, 'text');
  const row = await loadContentRow(ctx, by.workspace.id, id);
  const note = await insertNote(ctx.db, { workspaceId: row.workspaceId, contentId: row.id, userId: by.user.id, kind: 'note', text });
  const writers = await listNoteWriters(ctx.db, row.workspaceId, row.id);
  const recipients = [...new Set([row.userId, ...writers])].filter((userId): userId is string => Boolean(userId) && userId !== by.user.id);
  await ctx.events.emit('content.note.added', {
    workspaceId: row.workspaceId,
    contentId: row.id,
    title: row.title,
    writerName: actorOf(by).name,
    text,
    recipients,
  });
  return toNote(note);
}
