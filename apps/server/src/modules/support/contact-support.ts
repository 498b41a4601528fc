import { apiMessagesFr, frenchMessage, SUPPORT_HOURS, SUPPORT_LIMITS, type SupportRequestBody } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import type { SessionInfo } from '../../core/auth/service.ts';
import { queueMail } from '../../core/mail/service.ts';
import { enforceLimits } from '../../core/rate-limit/service.ts';
import { AppError } from '../../http/app-error.ts';
import { insertSupportRequest, markSupportRequestMailed } from './repository.ts';

/** Mails to support are written in French, dated in the support's own time. */
const mailDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' });

/**
 * « Contacter le support »: the request is kept, then e-mailed to SUPPORT_EMAIL through the outbox
 * (SMTP when configured). Without SUPPORT_EMAIL it is only kept, and the answer says so rather
 * than promise a reply that no one would be told to write.
 */
export async function contactSupport(ctx: AppContext, auth: SessionInfo, body: SupportRequestBody): Promise<{ message: string; data: { id: string; mailed: boolean } }> {
  await limitRequests(ctx, auth.user.id);
  const { user, workspace } = auth;
  const id = await insertSupportRequest(ctx.db, {
    userId: user.id,
    workspaceId: workspace.id,
    email: user.email,
    subject: body.subject,
    message: body.message,
  });
  const to = ctx.config.supportEmail;
  if (!to) return { message: apiMessagesFr['support.requestStored'], data: { id, mailed: false } };
  // The outbox keeps no reply-to: the body names the user's address to answer to.
  await queueMail(ctx, {
    to,
    workspaceId: workspace.id,
    subject: frenchMessage('support.mailSubject', { subject: body.subject }),
    body: frenchMessage('support.mailBody', {
      name: user.name?.trim() || apiMessagesFr['support.noName'],
      email: user.email,
      workspace: workspace.name,
      date: mailDate.format(ctx.clock.now()),
      subject: body.subject,
      message: body.message,
    }),
  });
  await markSupportRequestMailed(ctx.db, id, new Date(ctx.clock.now()));
  return {
    message: frenchMessage('support.requestSent', { email: user.email, hours: SUPPORT_HOURS.averageResponseHours }),
    data: { id, mailed: true },
  };
}

/** A few messages an hour per user: enough for a real need, not a way to flood the support's mailbox. */
async function limitRequests(ctx: AppContext, userId: string): Promise<void> {
  try {
    await enforceLimits(ctx, [{ key: `support.request:${userId}`, max: SUPPORT_LIMITS.requestsPerHour, windowSeconds: 3600 }]);
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode !== 429) throw error;
    const seconds = error.retryAfterSeconds ?? 3600;
    throw new AppError(429, 'support.tooMany', { max: SUPPORT_LIMITS.requestsPerHour, minutes: Math.ceil(seconds / 60) }, undefined, seconds);
  }
}
