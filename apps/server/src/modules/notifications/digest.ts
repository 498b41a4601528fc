import type { Locale } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { dispatchMail, renderMail, writeMail, type MailBlock, type MailDocument } from '../../core/mail/service.ts';
import { listUserWorkspaces } from '../../core/workspaces/service.ts';
import { digestCutoff } from './digest-windows.ts';
import { greetingOf, localeOf, say, zoneOf } from './mail-language.ts';
import { appUrl, settingsUrl } from './notice-mail.ts';
import { findNotificationUsers, listUsersWithPendingDigest, lockPendingDigestItems, markDigestItemsSent, type NotificationUser, type PendingDigestItem } from './repository.ts';
import { DIGEST_TOGGLES, notificationSettingsOf } from './settings.ts';

type DigestFrequency = 'hourly' | 'daily' | 'weekly';

/** The digest e-mail: a section per kind, each line linking to what it tells of. */
function digestMail(
  ctx: AppContext,
  user: NotificationUser,
  locale: Locale,
  frequency: DigestFrequency,
  items: PendingDigestItem[],
  workspaceNames: Map<string, string>,
): MailDocument {
  // Several workspaces in one e-mail: each line says which.
  const workspaces = new Set(items.map((item) => item.workspaceId));
  const lineOf = (item: PendingDigestItem) => {
    const name = workspaces.size > 1 && item.workspaceId ? workspaceNames.get(item.workspaceId) : undefined;
    return name ? `[${name}] ${item.message}` : item.message;
  };
  const sections: MailBlock[] = [];
  for (const kind of DIGEST_TOGGLES) {
    const ofKind = items.filter((item) => item.kind === kind);
    if (ofKind.length === 0) continue;
    sections.push(
      { kind: 'heading', text: say(locale, `notificationMail.digestSection.${kind}`, { count: ofKind.length }) },
      { kind: 'list', items: ofKind.map((item) => ({ text: lineOf(item), url: item.route ? appUrl(ctx, item.route) : null })) },
    );
  }
  return {
    lang: locale,
    subject: items.length === 1 ? say(locale, 'notificationMail.digestSubjectOne') : say(locale, 'notificationMail.digestSubjectMany', { count: items.length }),
    blocks: [
      { kind: 'paragraph', text: greetingOf(locale, user) },
      { kind: 'paragraph', text: say(locale, 'notificationMail.digestIntro', { frequency: say(locale, `notificationMail.frequency.${frequency}`) }) },
      ...sections,
      {
        kind: 'footer',
        text: say(locale, 'notificationMail.digestWhy'),
        link: { label: say(locale, 'notificationMail.settings'), url: settingsUrl(ctx) },
      },
    ],
  };
}

/**
 * One user's digest, if their window has passed over waiting items: the items created before the
 * window's end (`digest-windows.ts`) of the e-mails still on, in one e-mail, marked sent in the same
 * transaction as the outbox row — a run that fails sends nothing and marks nothing; two runs at once
 * never take the same item (locked rows are skipped). Answers whether an e-mail went.
 */
async function sendDigestOf(ctx: AppContext, user: NotificationUser, now: number): Promise<boolean> {
  const settings = notificationSettingsOf(user.settings);
  const kinds = DIGEST_TOGGLES.filter((kind) => settings.email[kind]);
  const cutoff = digestCutoff(settings.frequency, now, zoneOf(user.timeZone));
  const locale = localeOf(user.locale);
  // A frequency changed back to « Immédiate »: what waited goes now, grouped once more.
  const frequency: DigestFrequency = settings.frequency === 'immediate' ? 'hourly' : settings.frequency;
  const names = new Map((await listUserWorkspaces(ctx.db, user.id)).map((workspace) => [workspace.id, workspace.name]));
  const outboxId = await ctx.db.transaction(async (tx) => {
    const items = await lockPendingDigestItems(tx, user.id, cutoff, kinds);
    if (items.length === 0) return null;
    const mail = renderMail(digestMail(ctx, user, locale, frequency, items, names));
    const single = new Set(items.map((item) => item.workspaceId));
    const workspaceId = single.size === 1 ? ([...single][0] ?? null) : null;
    const id = await writeMail(ctx, tx, { to: user.email, workspaceId, ...mail });
    await markDigestItemsSent(
      tx,
      items.map((item) => item.id),
      new Date(now),
    );
    return id;
  });
  if (!outboxId) return false;
  await dispatchMail(ctx, outboxId);
  return true;
}

/** The digest round (every hour): each user with waiting e-mails whose window has passed gets one digest. Answers how many went. */
export async function sendDueDigests(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const users = await findNotificationUsers(ctx.db, await listUsersWithPendingDigest(ctx.db));
  let sent = 0;
  for (const user of users) {
    try {
      if (await sendDigestOf(ctx, user, now)) sent++;
    } catch (error) {
      // One user's failure (an unreadable row) does not hold the others' digests.
      ctx.logger.error({ err: error, userId: user.id }, 'résumé des notifications : envoi impossible');
    }
  }
  return sent;
}
