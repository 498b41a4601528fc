import type { AppContext } from '../../core/context/app-context.ts';
import { settleContentRow } from './repository.ts';

/**
 * Gives the content its final status once none of its targets is open, and announces it when it
 * went out (the author of a scheduled post is told).
 */
export async function settleContent(ctx: AppContext, workspaceId: string, contentId: string): Promise<void> {
  const settled = await settleContentRow(ctx.db, workspaceId, contentId);
  await ctx.events.emit('content.changed', { workspaceId });
  if (settled?.status !== 'published') return;
  await ctx.events.emit('post.published', {
    workspaceId,
    contentId,
    authorId: settled.authorId,
    title: settled.title,
    platforms: settled.publishedPlatforms,
    wasScheduled: settled.wasScheduled,
  });
}
