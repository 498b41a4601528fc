import { auditEndpoints as endpoints } from '@publia/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context/app-context.ts';
import { download } from '../../http/download.ts';
import { serve } from '../../http/endpoint.ts';
import { authOf } from '../../http/require-auth.ts';
import { exportAuditCsv } from './export-csv.ts';
import { listAudit } from './list-audit.ts';

/** The audit log page: the filtered list (keyset pages) and its CSV export, for admins. */
export function auditRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    serve(app, endpoints.list, async ({ request, query }) => ({
      ...(await listAudit(ctx, authOf(request).workspace.id, query)),
    }));

    serve(app, endpoints.exportCsv, async ({ request, reply, query }) => download(reply, 'text/csv; charset=utf-8', await exportAuditCsv(ctx, authOf(request), query)));
  };
}
