import { auditQuerySchema, auditResponseSchema } from '../schemas/audit.ts';
import { endpoint } from './define.ts';

const tag = 'audit';

/** The audit log, for admins: who did what and when, kept one year. */
export const auditEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/audit',
    access: 'manage_members',
    tag,
    summary: 'Audit log entries, newest first, filtered (cursor: `before`)',
    query: auditQuerySchema,
    response: auditResponseSchema,
  }),
  exportCsv: endpoint({
    method: 'GET',
    path: '/api/audit/export.csv',
    access: 'manage_members',
    tag,
    summary: 'The filtered audit log as CSV',
    query: auditQuerySchema,
    download: 'text/csv',
  }),
} as const;
