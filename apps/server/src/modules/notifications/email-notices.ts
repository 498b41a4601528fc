import { NETWORK_NAMES, type Locale, type Network } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { queueMail, renderMail } from '../../core/mail/service.ts';
import { listMembers } from '../../core/workspaces/service.ts';
import { noticeMail } from './notice-mail.ts';
import { excerptOf, postRoute } from './notice-text.ts';
import { findNotificationUsers, insertDigestItems } from './repository.ts';
import { localeOf, say } from './mail-language.ts';
import { notificationSettingsOf, type DIGEST_TOGGLES } from './settings.ts';

/** An e-mail notice, written in each recipient's language. */
export interface EmailNotice {
  kind: (typeof DIGEST_TOGGLES)[number];
  workspaceId: string;
  route: string;
  subject(locale: Locale): string;
  /** The one line that tells it: the e-mail's body, or its line in a digest. */
  line(locale: Locale): string;
}

const nameOf = (platform: string) => NETWORK_NAMES[platform as Network] ?? platform;
const titleIn = (locale: Locale, title: string | null) => title || say(locale, 'content.defaultTitle');

/**
 * Mails the notice to the workspace's members who have its e-mail on: at once with the frequency
 * « Immédiate », else kept for their next digest (`digest.ts`), in their language of now.
 */
export async function mailMembers(ctx: AppContext, notice: EmailNotice): Promise<void> {
  const members = await findNotificationUsers(ctx.db, await listMembers(ctx.db, notice.workspaceId));
  const waiting: Parameters<typeof insertDigestItems>[1] = [];
  for (const member of members) {
    const settings = notificationSettingsOf(member.settings);
    if (!settings.email[notice.kind]) continue;
    const locale = localeOf(member.locale);
    if (settings.frequency === 'immediate') {
      const mail = renderMail(noticeMail(ctx, member, notice));
      await queueMail(ctx, { to: member.email, workspaceId: notice.workspaceId, ...mail });
    } else {
      waiting.push({
        userId: member.id,
        workspaceId: notice.workspaceId,
        kind: notice.kind,
        message: notice.line(locale).slice(0, 1000),
        route: notice.route,
        createdAt: new Date(ctx.clock.now()),
      });
    }
  }
  await insertDigestItems(ctx.db, waiting);
}

/** « Commentaires reçus » and « Contenu publié »: what the team is e-mailed of, per each member's settings. */
export function subscribeEmailNotices(ctx: AppContext): void {
  // What the filter set aside (likely spam) is e-mailed to no one, as it rings no one.
  ctx.events.on('comment.received', async (event) => {
    if (event.flagged) return;
    const params = (locale: Locale) => ({
      author: event.author || say(locale, 'comments.someone'),
      title: titleIn(locale, event.postTitle),
      network: nameOf(event.platform),
      excerpt: excerptOf(event.text),
    });
    await mailMembers(ctx, {
      kind: 'commentsReceived',
      workspaceId: event.workspaceId,
      route: `/comments?id=${event.commentId}`,
      subject: (locale) => say(locale, 'notificationMail.commentSubject', params(locale)),
      line: (locale) => say(locale, 'notificationMail.commentLine', params(locale)),
    });
  });

  // An item went out on all its networks (now or as scheduled).
  ctx.events.on('post.published', async (event) => {
    const params = (locale: Locale) => ({ title: titleIn(locale, event.title), platforms: event.platforms.map(nameOf).join(', ') });
    await mailMembers(ctx, {
      kind: 'contentPublished',
      workspaceId: event.workspaceId,
      route: postRoute(event.contentId),
      subject: (locale) => say(locale, 'notificationMail.publishedSubject', params(locale)),
      line: (locale) => say(locale, 'notificationMail.publishedLine', params(locale)),
    });
  });
}
