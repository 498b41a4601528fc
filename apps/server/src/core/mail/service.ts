import nodemailer, { type Transporter } from 'nodemailer';
import { isUuid } from '../../lib/ids.ts';
import type { AppContext } from '../context/app-context.ts';
import type { Db } from '../../db/client.ts';
import type { OutboxMail } from '@publia/shared';
import { findOutboxMail, findVisibleOutboxHtml, insertOutboxMail, listLatestOutbox, listOutboxOfWorkspace, markOutboxFailed, markOutboxSent } from './repository.ts';

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
 * without, it stays there for the operator, whom the server log points to it.
 */
export async function queueMail(ctx: AppContext, mail: Mail): Promise<string> {
  const id = await writeMail(ctx, ctx.db, mail);
  await dispatchMail(ctx, id);
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

/**
 * Hands a committed outbox row to the SMTP job or, without SMTP, tells the log where the operator
 * reads it. The log names the row only: an e-mail's body holds sign-in, invitation and download
 * links, its recipient is a person's address and its subject may quote what a user typed, none of
 * which whoever reads the log may get.
 */
export async function dispatchMail(ctx: AppContext, outboxId: string): Promise<void> {
  if (ctx.config.smtpUrl && ctx.queue) {
    await ctx.queue.boss.send(SEND_MAIL_JOB, { outboxId }, { retryLimit: 5, retryBackoff: true });
  } else {
    ctx.logger.info({ outboxId }, keptMailLine(ctx));
  }
}

/**
 * Where a kept e-mail is read: the operators' page (and how to become one when nobody is), or the
 * command, which opens the embedded database only while Publia does not.
 */
function keptMailLine(ctx: AppContext): string {
  const command = ctx.config.databaseUrl ? '« npm run outbox »' : '« npm run outbox », Publia arrêté';
  const where = `lisez-le sur ${outboxPageUrl(ctx.config.publicUrl)} (Paramètres → Aide → Boîte d'envoi, réservé aux adresses de OPERATOR_EMAILS) ou avec ${command}`;
  const noOperator = ctx.config.operatorEmails.length === 0 ? ' ; OPERATOR_EMAILS est vide : ajoutez-y votre adresse et redémarrez' : '';
  return `e-mail gardé dans la boîte d'envoi (SMTP_URL non configuré) : ${where}${noOperator}`;
}

/** The page where the instance's operators read the outbox. */
export const outboxPageUrl = (publicUrl: string): string => `${publicUrl}/settings?tab=help`;

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

/** How many of the latest e-mails the operators' page shows. */
const OPERATOR_OUTBOX_LIMIT = 50;

/** The latest e-mails of the instance, with their text, for its operators (the route is `operator`). */
export const operatorOutbox = (ctx: AppContext): Promise<OutboxMail[]> => latestOutbox(ctx.db, OPERATOR_OUTBOX_LIMIT);

/** The `limit` latest e-mails, newest first: the operators' page and `npm run outbox` read the same. */
export async function latestOutbox(db: Db, limit: number): Promise<OutboxMail[]> {
  const rows = await listLatestOutbox(db, limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), sentAt: row.sentAt?.toISOString() ?? null }));
}

export { escapeHtml, renderMail, type MailBlock, type MailDocument, type RenderedMail } from './compose.ts';
