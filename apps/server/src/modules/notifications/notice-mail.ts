import type { AppContext } from '../../core/context/app-context.ts';
import type { MailDocument } from '../../core/mail/service.ts';
import type { EmailNotice } from './email-notices.ts';
import { greetingOf, localeOf, say } from './mail-language.ts';
import type { NotificationUser } from './repository.ts';

/** Where the user changes what they receive. */
export const settingsUrl = (ctx: AppContext) => `${ctx.config.publicUrl}/settings?tab=notifications`;
export const appUrl = (ctx: AppContext, route: string) => `${ctx.config.publicUrl}${route}`;

/** One notice, e-mailed at once (the frequency « Immédiate »). */
export function noticeMail(ctx: AppContext, user: NotificationUser, notice: EmailNotice): MailDocument {
  const locale = localeOf(user.locale);
  return {
    lang: locale,
    subject: notice.subject(locale),
    blocks: [
      { kind: 'paragraph', text: greetingOf(locale, user) },
      { kind: 'paragraph', text: notice.line(locale) },
      { kind: 'button', label: say(locale, 'notificationMail.open'), url: appUrl(ctx, notice.route) },
      {
        kind: 'footer',
        text: say(locale, 'notificationMail.why', { toggle: say(locale, `notificationMail.toggle.${notice.kind}`) }),
        link: { label: say(locale, 'notificationMail.settings'), url: settingsUrl(ctx) },
      },
    ],
  };
}
