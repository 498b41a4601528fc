import { apiMessagesFr, SUPPORT_LIMITS, type FeedbackBody, type FeedbackEntry } from '@publia/shared';
import type { AppContext } from '../../app/context.ts';
import type { SessionInfo } from '../../core/auth/service.ts';
import { AppError } from '../../http/app-error.ts';
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

/**
 * The instance's operators (OPERATOR_EMAILS) read the feedback of every workspace: a rule about the
 * person running the instance, not about a role in a workspace, so it is checked here.
 */
export function canReadFeedback(ctx: AppContext, auth: SessionInfo): boolean {
  return ctx.config.operatorEmails.includes(auth.user.email.toLowerCase());
}

export async function listFeedback(ctx: AppContext, auth: SessionInfo): Promise<FeedbackEntry[]> {
  if (!canReadFeedback(ctx, auth)) throw new AppError(403, 'support.operatorsOnly');
  const rows = await listLatestFeedback(ctx.db, SUPPORT_LIMITS.feedbackListLimit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
