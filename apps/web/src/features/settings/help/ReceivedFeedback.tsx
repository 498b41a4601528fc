import type { FeedbackEntry } from '@publia/shared';
import { Inbox } from 'lucide-react';
import { addPageMessages, useT } from '../../../lib/i18n/index.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { EmptyLine, QueryState } from '../../../ui/QueryState.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { useTimeZone } from '../../auth/use-time-zone.ts';
import { useFeedbackAccess, useReceivedFeedback } from './queries.ts';
import settingsMessages from '../../../locales/fr-pages/settings.json';

// Not in the shell's French: `settings` joins the catalogue when this module loads, before anything renders.
addPageMessages('settings', settingsMessages);

function Entry({ entry }: { entry: FeedbackEntry }) {
  const t = useT();
  const timeZone = useTimeZone();
  const author = entry.userName || entry.userEmail || t('settings.help.received.deleted');
  return (
    <li className="flex flex-col gap-1 py-3" data-testid="feedback-entry">
      <p className="text-xs text-gray-600">
        <span className="font-semibold text-gray-900">{author}</span>
        {entry.userName && entry.userEmail ? ` <${entry.userEmail}>` : ''}
        {entry.workspaceName ? ` · ${entry.workspaceName}` : ''} · <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, timeZone)}</time>
      </p>
      <p className="text-sm whitespace-pre-line text-gray-800">{entry.message}</p>
      {entry.page && <p className="text-xs text-gray-500">{t('settings.help.received.page', { page: entry.page })}</p>}
    </li>
  );
}

/** The feedback received, for the instance's operators only; nothing at all for anyone else. */
export function ReceivedFeedback() {
  const t = useT();
  const access = useFeedbackAccess();
  const allowed = access.data === true;
  const list = useReceivedFeedback(allowed);
  if (!allowed) return null;
  return (
    <SectionCard icon={Inbox} title={t('settings.help.received.title')} description={t('settings.help.received.description')} testId="feedback-received">
      <QueryState query={list} lines={3}>
        {(entries) =>
          entries.length === 0 ? (
            <EmptyLine>{t('settings.help.received.empty')}</EmptyLine>
          ) : (
            <ul className="divide-y divide-gray-100">
              {entries.map((entry) => (
                <Entry key={entry.id} entry={entry} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </SectionCard>
  );
}
