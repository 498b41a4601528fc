import type { AppContext } from '../context/app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { deleteEndpoint } from './repository.ts';

/** Deletes an event webhook with its delivery log; its queued attempts then find nothing to send. */
export async function removeWebhook(ctx: AppContext, workspaceId: string, id: string): Promise<void> {
  if (!isUuid(id) || !(await deleteEndpoint(ctx.db, workspaceId, id))) throw new AppError(404, 'http.notFound');
}
