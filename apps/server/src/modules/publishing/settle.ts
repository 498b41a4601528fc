import type { AppContext } from '../../lib/context.ts';
import { historyChanged } from '../content/service.ts';
import { notifyScheduledPublished } from './notices.ts';
import { settleContentRow } from './repository.ts';

/** Gives the content its final status once none of its targets is open; tells the author of a scheduled success. */
export async function settleContent(ctx: AppContext, workspaceId: string, contentId: string): Promise<void> {
  const settled = await settleContentRow(ctx.db, workspaceId, contentId);
  historyChanged(ctx, workspaceId);
  if (settled) await notifyScheduledPublished(ctx, settled);
}
