import nodemailer, { type Transporter } from 'nodemailer';
import type { AppContext } from '../../app/context.ts';
import { findOutboxMail, insertOutboxMail, listOutboxOfWorkspace, markOutboxFailed, markOutboxSent } from './repository.ts';

export const SEND_MAIL_JOB = 'mail.send';

export interface Mail {
  to: string;
  subject: string;
  body: string;
  workspaceId?: string | null;
}

/**
 * Every e-mail goes through the outbox table. With SMTP configured a job sends it (and retries);
 * without, it stays there and is printed in the server log for the operator.
 */
export async function queueMail(ctx: AppContext, mail: Mail): Promise<string> {
  const id = await insertOutboxMail(ctx.db, {
    recipient: mail.to,
    subject: mail.subject,
    body: mail.body,
    workspaceId: mail.workspaceId ?? null,
  });
  if (ctx.config.smtpUrl && ctx.queue) {
    await ctx.queue.boss.send(SEND_MAIL_JOB, { outboxId: id }, { retryLimit: 5, retryBackoff: true });
  } else {
    ctx.logger.info(
      { outboxId: id, to: mail.to, subject: mail.subject },
      `e-mail gardé dans la boîte d'envoi (SMTP_URL non configuré) :\n${mail.body}`,
    );
  }
  return id;
}

let transport: Transporter | null = null;

/** Called by the mail job: sends one outbox row through SMTP and records the outcome. */
export async function deliverOutboxMail(ctx: AppContext, outboxId: string): Promise<void> {
  const mail = await findOutboxMail(ctx.db, outboxId);
  if (!mail || mail.sentAt || !ctx.config.smtpUrl) return;
  transport ??= nodemailer.createTransport(ctx.config.smtpUrl);
  try {
    await transport.sendMail({ from: ctx.config.mailFrom, to: mail.recipient, subject: mail.subject, text: mail.body });
    await markOutboxSent(ctx.db, outboxId);
  } catch (error) {
    await markOutboxFailed(ctx.db, outboxId, error instanceof Error ? error.message : String(error));
    throw error;
  }
}

/** The e-mails the workspace sent lately (the tests' and demos' mailbox, `/sandbox/_mail`). */
export async function recentWorkspaceMail(ctx: AppContext, workspaceId: string) {
  const rows = await listOutboxOfWorkspace(ctx.db, workspaceId, 20);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
