import type { AppContext } from '../../core/context/app-context.ts';

/** The history pages cached on this instance are forgotten at every change of the workspace's items or targets. */
export function subscribeContent(ctx: AppContext): void {
  ctx.events.on('content.changed', ({ workspaceId }) => ctx.caches.history.forget(workspaceId));
}
