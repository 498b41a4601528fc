import type { AppContext } from '../../core/context/app-context.ts';
import type { EmitInTransaction } from '../../core/events/service.ts';
import type { Db } from '../../db/client.ts';
import { lockContentForSettling, settleContentRow } from './repository.ts';

/**
 * On the change's transaction: gives the content its final status once none of its targets is
 * open, and announces it when it went out (the author of a scheduled post is told), the
 * announcement committed with the status.
 */
export async function settleOn(tx: Db, emit: EmitInTransaction, workspaceId: string, contentId: string): Promise<void> {
  await lockContentForSettling(tx, workspaceId, contentId);
  const settled = await settleContentRow(tx, workspaceId, contentId);
  await emit('content.changed', { workspaceId });
  if (settled?.status !== 'published') return;
  await emit('post.published', {
    workspaceId,
    contentId,
    authorId: settled.authorId,
    title: settled.title,
    platforms: settled.publishedPlatforms,
    wasScheduled: settled.wasScheduled,
  });
}

/** `settleOn` in a transaction of its own (the sweep's items left unsettled by a crash). */
export function settleContent(ctx: AppContext, workspaceId: string, contentId: string): Promise<void> {
  return ctx.events.transaction(ctx.db, (tx, emit) => settleOn(tx, emit, workspaceId, contentId));
}
