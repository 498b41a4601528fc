import { APPROVAL_MODES, TEAM_ROLES, type AuditEntry } from '@publia/shared';
import { formatDateTime } from '../../lib/dates.ts';
import { hasMessage, useT, type MessageKey, type Translate } from '../../lib/i18n/index.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Card } from '../../ui/Card.tsx';
import { useTimeZone } from '../auth/use-time-zone.ts';

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === 'string' && (list as readonly string[]).includes(value);

/** « rôle : Éditeur · réseau : instagram »: the particulars, their known names (the API's catalogue, as in the CSV) and values worded. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

export function detailsText(t: Translate, details: AuditEntry['details'], timeZone: string): string {
  return Object.entries(details)
    .filter(([, value]) => value !== null && value !== '')
    .map(([key, value]) => {
      const nameKey = `api.audit.detailKey.${key}`;
      const name = hasMessage(nameKey) ? t(nameKey as MessageKey) : key;
      let shown: string;
      if (isOneOf(TEAM_ROLES, value)) shown = t(`roles.${value}`);
      else if (isOneOf(APPROVAL_MODES, value)) shown = t(`team.approval.modes.${value}`);
      else if (typeof value === 'boolean') shown = value ? t('api.audit.yes') : t('api.audit.no');
      else if (typeof value === 'string' && INSTANT.test(value) && !Number.isNaN(Date.parse(value))) shown = formatDateTime(value, timeZone);
      else shown = String(value);
      return t('team.audit.detail', { name, value: shown });
    })
    .join(' · ');
}

/** The entries: a table from tablet width on, cards on a phone; dates in the user's zone. */
export function AuditEntries({ entries }: { entries: AuditEntry[] }) {
  const t = useT();
  const timeZone = useTimeZone();
  const none = t('team.audit.none');
  const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-gray-600 uppercase';
  const action = (entry: AuditEntry) => <Badge tone="neutral">{t(`api.audit.action.${entry.action}`)}</Badge>;
  const when = (entry: AuditEntry) => <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, timeZone)}</time>;

  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-sm" data-testid="audit-table">
          <caption className="sr-only">{t('team.audit.caption')}</caption>
          <thead className="border-b border-gray-200 bg-gray-50">
            <tr>
              <th scope="col" className={th}>
                {t('team.audit.columns.date')}
              </th>
              <th scope="col" className={th}>
                {t('team.audit.columns.member')}
              </th>
              <th scope="col" className={th}>
                {t('team.audit.columns.action')}
              </th>
              <th scope="col" className={th}>
                {t('team.audit.columns.target')}
              </th>
              <th scope="col" className={th}>
                {t('team.audit.columns.details')}
              </th>
              <th scope="col" className={th}>
                {t('team.audit.columns.ip')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {entries.map((entry) => (
              <tr key={entry.id} data-testid="audit-row">
                <td className="px-4 py-3 whitespace-nowrap text-gray-700">{when(entry)}</td>
                <td className="px-4 py-3 font-medium text-gray-900">{entry.actorName}</td>
                <td className="px-4 py-3">{action(entry)}</td>
                <td className="max-w-64 px-4 py-3 break-words text-gray-800">{entry.target ?? none}</td>
                <td className="max-w-72 px-4 py-3 break-words text-gray-600">{detailsText(t, entry.details, timeZone) || none}</td>
                <td className="px-4 py-3 font-mono text-xs whitespace-nowrap text-gray-600">{entry.ip ?? none}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden" aria-label={t('team.audit.caption')}>
        {entries.map((entry) => {
          const details = detailsText(t, entry.details, timeZone);
          return (
            <li key={entry.id}>
              <Card data-testid="audit-card" className="flex flex-col gap-2 p-4 shadow-none">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  {action(entry)}
                  <span className="text-xs text-gray-600">{when(entry)}</span>
                </div>
                <p className="text-sm text-gray-900">
                  <span className="font-medium">{entry.actorName}</span>
                  {entry.target && <span className="text-gray-700"> · {entry.target}</span>}
                </p>
                {details && <p className="text-sm text-gray-600">{details}</p>}
                {entry.ip && <p className="text-xs text-gray-600">{t('team.audit.detail', { name: t('team.audit.columns.ip'), value: entry.ip })}</p>}
              </Card>
            </li>
          );
        })}
      </ul>
    </>
  );
}
