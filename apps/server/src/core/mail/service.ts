import nodemailer, { type Transporter } from 'nodemailer';
import { isUuid } from '../../lib/ids.ts';
import type { AppContext } from '../context/app-context.ts';
import type { Db } from '../../db/client.ts';
import { findOutboxMail, findVisibleOutboxHtml, insertOutboxMail, listOutboxOfWorkspace, markOutboxFailed, markOutboxSent } from './repository.ts';

export const SEND_MAIL_JOB = 'mail.send';

export interface Mail {
  to: string;
  subject: string;
  /** The plain-text version, always there (what a client without HTML shows, and the log). */
  body: string;
  /** The HTML version, sent beside the text as multipart/alternative. Every user's string in it must be escaped. */
  html?: string | null;
  workspaceId?: string | null;
}

/**
 * Every e-mail goes through the outbox table. With SMTP configured a job sends it (and retries);
 * without, it stays there and is printed in the server log for the operator.
 */
export async function queueMail(ctx: AppContext, mail: Mail): Promise<string> {
  const id = await writeMail(ctx, ctx.db, mail);
  await dispatchMail(ctx, id, mail);
  return id;
}

/**
 * The outbox row alone, in `db` — a transaction, so that the e-mail exists only if what it tells of
 * was committed with it (a digest's items marked sent). `dispatchMail` must follow the commit:
 * the sending job is another connection's, which would not see the row before it.
 */
export async function writeMail(ctx: AppContext, db: Db, mail: Mail): Promise<string> {
  return insertOutboxMail(db, {
    recipient: mail.to,
    subject: mail.subject,
    body: mail.body,
    html: mail.html ?? null,
    workspaceId: mail.workspaceId ?? null,
    createdAt: new Date(ctx.clock.now()),
  });
}

/** Hands a committed outbox row to the SMTP job, or logs it when there is no SMTP. */
export async function dispatchMail(ctx: AppContext, outboxId: string, mail: Pick<Mail, 'to' | 'subject' | 'body'>): Promise<void> {
  if (ctx.config.smtpUrl && ctx.queue) {
    await ctx.queue.boss.send(SEND_MAIL_JOB, { outboxId }, { retryLimit: 5, retryBackoff: true });
  } else {
    ctx.logger.info({ outboxId, to: mail.to, subject: mail.subject }, `e-mail gardé dans la boîte d'envoi (SMTP_URL non configuré) :\n${mail.body}`);
  }
}

let transport: Transporter | null = null;

/** Called by the mail job: sends one outbox row through SMTP (text, and HTML beside it when it has one) and records the outcome. */
export async function deliverOutboxMail(ctx: AppContext, outboxId: string): Promise<void> {
  const mail = await findOutboxMail(ctx.db, outboxId);
  if (!mail || mail.sentAt || !ctx.config.smtpUrl) return;
  transport ??= nodemailer.createTransport(ctx.config.smtpUrl);
  try {
    await transport.sendMail({
      from: ctx.config.mailFrom,
      to: mail.recipient,
      subject: mail.subject,
      text: mail.body,
      ...(mail.html ? { html: mail.html } : {}),
    });
    await markOutboxSent(ctx.db, outboxId, new Date(ctx.clock.now()));
  } catch (error) {
    await markOutboxFailed(ctx.db, outboxId, error instanceof Error ? error.message : String(error));
    throw error;
  }
}

/**
 * The e-mails the workspace sent lately and those sent to the member (the tests' and demos'
 * mailbox, `/sandbox/_mail`); `hasHtml` says whether `/sandbox/_mail/:id/html` shows a version.
 */
export async function recentWorkspaceMail(ctx: AppContext, viewer: { workspaceId: string; email: string }) {
  const rows = await listOutboxOfWorkspace(ctx.db, viewer.workspaceId, viewer.email, 20);
  return rows.map(({ html, ...row }) => ({ ...row, hasHtml: html !== null, createdAt: row.createdAt.toISOString() }));
}

/** An e-mail's HTML for the sandbox's viewer; null for an unknown one or one the member may not read. */
export async function workspaceMailHtml(ctx: AppContext, viewer: { workspaceId: string; email: string }, id: string): Promise<string | null> {
  if (!isUuid(id)) return null;
  return (await findVisibleOutboxHtml(ctx.db, id, viewer.workspaceId, viewer.email))?.html ?? null;
}

export { escapeHtml, renderMail, type MailBlock, type MailDocument, type RenderedMail } from './compose.ts';
