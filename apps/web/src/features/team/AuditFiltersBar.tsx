import { AUDIT_ACTIONS, type AuditAction } from '@publia/shared';
import { X } from 'lucide-react';
import { useId } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { fieldClasses } from '../../ui/field-classes.ts';
import { SearchField } from '../../ui/SearchField.tsx';
import { hasAuditFilters, NO_AUDIT_FILTERS, type AuditFilters } from './audit-filters.ts';

const labelClass = 'text-xs font-medium text-gray-700';

/** Action, member, from, to and a search: each change reads the log again (the search after a pause). */
export function AuditFiltersBar({
  filters,
  members,
  onChange,
}: {
  filters: AuditFilters;
  members: Array<{ id: string; name: string }>;
  onChange: (filters: AuditFilters) => void;
}) {
  const t = useT();
  const ids = { action: useId(), member: useId(), from: useId(), to: useId() };
  const set = <K extends keyof AuditFilters>(key: K, value: AuditFilters[K]) => onChange({ ...filters, [key]: value });

  return (
    <div
      role="search"
      aria-label={t('team.audit.filters.label')}
      className="grid grid-cols-2 gap-3 lg:grid-cols-[repeat(4,minmax(0,1fr))_minmax(0,1.4fr)_auto] lg:items-end"
      data-testid="audit-filters"
    >
      <div className="col-span-2 flex flex-col gap-1 sm:col-span-1">
        <label htmlFor={ids.action} className={labelClass}>
          {t('team.audit.filters.action')}
        </label>
        <select
          id={ids.action}
          value={filters.action}
          onChange={(event) => set('action', event.target.value as AuditAction | '')}
          className={fieldClasses()}
          data-testid="audit-action"
        >
          <option value="">{t('team.audit.filters.allActions')}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t(`api.audit.action.${action}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2 flex flex-col gap-1 sm:col-span-1">
        <label htmlFor={ids.member} className={labelClass}>
          {t('team.audit.filters.member')}
        </label>
        <select id={ids.member} value={filters.actorId} onChange={(event) => set('actorId', event.target.value)} className={fieldClasses()} data-testid="audit-member">
          <option value="">{t('team.audit.filters.allMembers')}</option>
          {members.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.from} className={labelClass}>
          {t('team.audit.filters.from')}
        </label>
        <input
          id={ids.from}
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => set('from', event.target.value)}
          className={fieldClasses()}
          data-testid="audit-from"
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.to} className={labelClass}>
          {t('team.audit.filters.to')}
        </label>
        <input
          id={ids.to}
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => set('to', event.target.value)}
          className={fieldClasses()}
          data-testid="audit-to"
        />
      </div>
      <SearchField
        label={t('team.audit.filters.search')}
        placeholder={t('team.audit.filters.searchPlaceholder')}
        value={filters.search}
        maxLength={200}
        onChange={(event) => set('search', event.target.value)}
        className="col-span-2 lg:col-span-1"
        data-testid="audit-search"
      />
      <Button
        variant="ghost"
        icon={<X aria-hidden="true" className="size-4" />}
        disabled={!hasAuditFilters(filters)}
        onClick={() => onChange(NO_AUDIT_FILTERS)}
        className="col-span-2 justify-self-start lg:col-span-1"
        data-testid="audit-reset"
      >
        {t('team.audit.filters.reset')}
      </Button>
    </div>
  );
}
