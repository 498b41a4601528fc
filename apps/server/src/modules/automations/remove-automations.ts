import type { AppContext } from '../../core/context/app-context.ts';
import { removeAutomationEndpoints } from '../../core/webhooks/service.ts';
import { deleteAutomationSettings } from './repository.ts';

/** Forgets the base URL, the five endpoints with their delivery log, and their secret. */
export async function removeAutomations(ctx: AppContext, workspaceId: string): Promise<void> {
  await removeAutomationEndpoints(ctx, workspaceId);
  await deleteAutomationSettings(ctx.db, workspaceId);
}
