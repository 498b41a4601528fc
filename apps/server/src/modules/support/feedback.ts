import { apiMessagesFr, SUPPORT_LIMITS, type FeedbackBody, type FeedbackEntry } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import type { SessionInfo } from '../../core/auth/service.ts';
import { isOperator } from '../../core/permissions/service.ts';
import { insertFeedback, listLatestFeedback } from './repository.ts';

/** « Votre avis »: kept with who wrote it, from which workspace and page. */
export async function sendFeedback(ctx: AppContext, auth: SessionInfo, body: FeedbackBody): Promise<{ message: string; data: { id: string } }> {
  const id = await insertFeedback(ctx.db, {
    userId: auth.user.id,
    workspaceId: auth.workspace.id,
    message: body.message,
    page: body.page ?? null,
  });
  return { message: apiMessagesFr['support.feedbackThanks'], data: { id } };
}

/** Whether the Aide tab shows the feedback received: to the instance's operators only (the route's access says the same). */
export function canReadFeedback(ctx: AppContext, auth: SessionInfo): boolean {
  return isOperator(ctx, auth.user);
}

/** The feedback of every workspace, for the instance's operators (the route is `operator`). */
export async function listFeedback(ctx: AppContext): Promise<FeedbackEntry[]> {
  const rows = await listLatestFeedback(ctx.db, SUPPORT_LIMITS.feedbackListLimit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
