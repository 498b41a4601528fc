import { apiMessagesFr, TEAM_LIMITS } from '@publia/shared';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { addFrenchApiMessages, addPageMessages, useT } from '../../lib/i18n/index.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button, buttonClasses } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { EmptyLine, QueryState } from '../../ui/QueryState.tsx';
import { useTimeZone } from '../auth/use-time-zone.ts';
import { useCan } from '../auth/use-can.ts';
import { auditExportUrl } from './api.ts';
import { AuditEntries } from './AuditEntries.tsx';
import { AuditFiltersBar } from './AuditFiltersBar.tsx';
import { auditQueryOf, hasAuditFilters, NO_AUDIT_FILTERS, type AuditFilters, type AuditListQuery } from './audit-filters.ts';
import { BackLink } from '../../ui/BackLink.tsx';
import { useAuditLog, useTeam } from './queries.ts';
import teamMessages from '../../locales/fr-pages/team.json';

// This page's French joins the catalogue with its chunk; the actions are named as the API's
// catalogue names them (the CSV export's words).
addPageMessages('team', teamMessages);
addFrenchApiMessages(apiMessagesFr);

/** The filters, the entries a page at a time (« Charger plus » follows the cursor), or why there are none. */
function AuditLog({ filters, onFilters, query }: { filters: AuditFilters; onFilters: (filters: AuditFilters) => void; query: AuditListQuery }) {
  const t = useT();
  const team = useTeam();
  const log = useAuditLog(query);
  const members = (team.data?.members ?? []).filter((member) => member.status === 'active').map(({ id, name }) => ({ id, name }));
  const entries = log.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <>
      <Card className="p-4 sm:p-5">
        <AuditFiltersBar filters={filters} members={members} onChange={onFilters} />
      </Card>
      <QueryState query={log} lines={6} lineHeight="h-10">
        {() =>
          entries.length === 0 ? (
            <EmptyLine testId="audit-empty">{hasAuditFilters(filters) ? t('team.audit.emptyFiltered') : t('team.audit.empty')}</EmptyLine>
          ) : (
            <div className="flex flex-col gap-4">
              <Card className="overflow-hidden max-md:border-0 max-md:bg-transparent max-md:shadow-none">
                <AuditEntries entries={entries} />
              </Card>
              {log.hasNextPage && (
                <Button variant="outline" className="self-center" loading={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()} data-testid="audit-more">
                  {t('team.audit.more')}
                </Button>
              )}
            </div>
          )
        }
      </QueryState>
    </>
  );
}

/** /settings/audit-log (« Journal d'activité », admins): who did what and when, filtered, exported as CSV. */
export function AuditLogPage() {
  const t = useT();
  useDocumentTitle(t('team.audit.title'));
  const canManage = useCan('manage_members');
  const timeZone = useTimeZone();
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const search = useDebouncedValue(filters.search, 300);
  // Cleared, the search applies at once; typed, after a pause.
  const query = auditQueryOf({ ...filters, search: filters.search.trim() ? search : '' }, timeZone);

  return (
    <div className="flex flex-col gap-6">
      <BackLink to="/settings" label={t('team.audit.back')} />
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-gray-900">{t('team.audit.title')}</h1>
          <p className="mt-1 text-sm text-gray-600">{t('team.audit.intro', { days: TEAM_LIMITS.auditRetentionDays })}</p>
        </div>
        {canManage && (
          <a href={auditExportUrl(query)} download className={buttonClasses({ variant: 'outline', className: 'self-start sm:self-auto' })} data-testid="audit-export">
            <Download aria-hidden="true" className="size-4" />
            {t('team.audit.export')}
          </a>
        )}
      </header>
      {canManage ? (
        <AuditLog filters={filters} onFilters={setFilters} query={query} />
      ) : (
        <Alert tone="info" data-testid="audit-admins-only">
          {t('team.audit.adminsOnly')}
        </Alert>
      )}
    </div>
  );
}
