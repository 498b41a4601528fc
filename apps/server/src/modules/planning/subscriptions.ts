import type { AppContext } from '../../core/context/app-context.ts';
import { repackQueue } from './queue.ts';

/** An item that left the posting queue leaves a gap: the items behind it move up at once. */
export function subscribePlanning(ctx: AppContext): void {
  ctx.events.on('queue.changed', ({ workspaceId }) => repackQueue(ctx, workspaceId));
}
