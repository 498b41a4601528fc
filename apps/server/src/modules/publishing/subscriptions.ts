import type { AppContext } from '../../core/context/app-context.ts';
import { settleContent } from './settle.ts';

/** The engine follows its own targets: when one settles, the item may be done. */
export function subscribePublishing(ctx: AppContext): void {
  ctx.events.on('target.settled', ({ workspaceId, contentId }) => settleContent(ctx, workspaceId, contentId));
}
