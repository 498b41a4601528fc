import type { OutboxMail } from '@publia/shared';
import { Mail } from 'lucide-react';
import { addPageMessages, useT } from '../../../lib/i18n/index.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { EmptyLine, QueryState } from '../../../ui/QueryState.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { useTimeZone } from '../../auth/use-time-zone.ts';
import { useFeedbackAccess, useOutbox } from './queries.ts';
import settingsMessages from '../../../locales/fr-pages/settings.json';

// Not in the shell's French: `settings` joins the catalogue when this module loads, before anything renders.
addPageMessages('settings', settingsMessages);

function Entry({ mail }: { mail: OutboxMail }) {
  const t = useT();
  const timeZone = useTimeZone();
  const state = mail.sentAt ? t('settings.help.outbox.sent') : mail.lastError ? t('settings.help.outbox.failed', { error: mail.lastError }) : t('settings.help.outbox.kept');
  return (
    <li className="py-3" data-testid="outbox-mail">
      <details>
        <summary className="cursor-pointer text-sm">
          <span className="font-semibold text-gray-900">{mail.subject}</span>
          <span className="block text-xs text-gray-600">
            {t('settings.help.outbox.to', { recipient: mail.recipient })} · <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt, timeZone)}</time> · {state}
          </span>
        </summary>
        {/* The text as it would have been sent: its links are copied from here and passed on. */}
        <pre className="mt-2 overflow-x-auto rounded-lg bg-gray-50 p-3 text-xs whitespace-pre-wrap text-gray-800" data-testid="outbox-mail-body">
          {mail.body}
        </pre>
      </details>
    </li>
  );
}

/**
 * The outbox, for the instance's operators only (nothing at all for anyone else): without SMTP,
 * the e-mails stay there, and the server log only says to read them here.
 */
export function OperatorOutbox() {
  const t = useT();
  const access = useFeedbackAccess();
  const allowed = access.data === true;
  const list = useOutbox(allowed);
  if (!allowed) return null;
  return (
    <SectionCard icon={Mail} title={t('settings.help.outbox.title')} description={t('settings.help.outbox.description')} testId="operator-outbox">
      <QueryState query={list} lines={3}>
        {(mails) =>
          mails.length === 0 ? (
            <EmptyLine>{t('settings.help.outbox.empty')}</EmptyLine>
          ) : (
            <ul className="divide-y divide-gray-100">
              {mails.map((mail) => (
                <Entry key={mail.id} mail={mail} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </SectionCard>
  );
}
