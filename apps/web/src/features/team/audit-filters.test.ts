import { describe, expect, it } from 'vitest';
import { auditExportUrl } from './api.ts';
import { auditQueryOf, hasAuditFilters, NO_AUDIT_FILTERS } from './audit-filters.ts';

describe('audit log filters', () => {
  it('no filter asks for everything', () => {
    expect(auditQueryOf(NO_AUDIT_FILTERS, 'Europe/Paris')).toEqual({});
    expect(hasAuditFilters(NO_AUDIT_FILTERS)).toBe(false);
  });

  it('« Du » is the start of the day and « Au » the end of its day, in the user’s zone', () => {
    const query = auditQueryOf({ ...NO_AUDIT_FILTERS, from: '2026-03-01', to: '2026-03-31' }, 'Europe/Paris');
    // Paris is UTC+1 in March until the 29th, UTC+2 after.
    expect(query).toEqual({ from: '2026-02-28T23:00:00.000Z', to: '2026-03-31T21:59:59.999Z' });
    expect(auditQueryOf({ ...NO_AUDIT_FILTERS, from: '2026-07-14', to: '2026-07-14' }, 'Pacific/Auckland')).toEqual({
      from: '2026-07-13T12:00:00.000Z',
      to: '2026-07-14T11:59:59.999Z',
    });
  });

  it('passes the action, the member and the trimmed search; a blank search is no filter', () => {
    expect(auditQueryOf({ action: 'member.invited', actorId: 'u2', from: '', to: '', search: '  lea  ' }, 'UTC')).toEqual({
      action: 'member.invited',
      actorId: 'u2',
      search: 'lea',
    });
    expect(auditQueryOf({ ...NO_AUDIT_FILTERS, search: '   ' }, 'UTC')).toEqual({});
  });

  it('the CSV export carries the filters, not the page', () => {
    expect(auditExportUrl({})).toBe('/api/audit/export.csv');
    expect(auditExportUrl({ action: 'auth.signed_in', search: 'a b', before: 'x|1', limit: 50 })).toBe('/api/audit/export.csv?action=auth.signed_in&search=a+b');
  });
});
