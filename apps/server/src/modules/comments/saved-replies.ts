import { COMMENT_LIMITS, type SavedReply } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { countSavedReplies, deleteSavedReply, findSavedReplies, findSettings, insertSavedReply, seedSavedReplies, updateSavedReply } from './repository.ts';

/** The three replies a workspace starts with (then its own to change or delete). */
const DEFAULT_SAVED_REPLIES = [
  { title: 'Remerciement', text: 'Merci beaucoup pour votre message, cela nous fait très plaisir ! 😊' },
  { title: 'Question : en privé', text: 'Merci pour votre question ! Nous vous répondons en message privé avec tous les détails.' },
  { title: 'Excuses', text: 'Nous sommes désolés pour ce désagrément. Pouvez-vous nous écrire en message privé afin que nous trouvions une solution ensemble ?' },
];

export async function listSavedReplies(ctx: AppContext, workspaceId: string): Promise<SavedReply[]> {
  if (!(await findSettings(ctx.db, workspaceId))?.savedRepliesSeeded) await seedSavedReplies(ctx.db, workspaceId, DEFAULT_SAVED_REPLIES, new Date(ctx.clock.now()));
  return findSavedReplies(ctx.db, workspaceId);
}

export async function addSavedReply(ctx: AppContext, workspaceId: string, reply: { title: string; text: string }): Promise<SavedReply> {
  await listSavedReplies(ctx, workspaceId);
  if ((await countSavedReplies(ctx.db, workspaceId)) >= COMMENT_LIMITS.savedRepliesMax) {
    throw new AppError(409, 'comments.savedRepliesFull', { max: COMMENT_LIMITS.savedRepliesMax });
  }
  return insertSavedReply(ctx.db, workspaceId, reply);
}

export async function changeSavedReply(ctx: AppContext, workspaceId: string, id: string, reply: { title: string; text: string }): Promise<SavedReply> {
  const saved = isUuid(id) ? await updateSavedReply(ctx.db, workspaceId, id, reply) : null;
  if (!saved) throw new AppError(404, 'comments.savedReplyNotFound');
  return saved;
}

export async function removeSavedReply(ctx: AppContext, workspaceId: string, id: string): Promise<void> {
  if (!(isUuid(id) && (await deleteSavedReply(ctx.db, workspaceId, id)))) throw new AppError(404, 'comments.savedReplyNotFound');
}
