import { analyticsEndpoints as endpoints, contentEndpoints } from '@publia/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/context/app-context.ts';
import { download } from '../../http/download.ts';
import { serve } from '../../http/endpoint.ts';
import { authOf } from '../../http/require-auth.ts';
import { analyticsInsight, analyticsSummary, bestPosts, contentAnalytics, exportCsv, exportPdf, requestSync } from './service.ts';

/** The statistics page's API, and an item's figures (`/api/content/:id/analytics`). */
export function analyticsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    serve(app, endpoints.summary, async ({ request, query }) => ({
      data: await analyticsSummary(ctx, authOf(request).workspace.id, query),
    }));

    serve(app, endpoints.posts, async ({ request, query }) => ({
      data: { posts: await bestPosts(ctx, authOf(request).workspace.id, query) },
    }));

    serve(app, endpoints.insight, async ({ request, query }) => ({
      data: await analyticsInsight(ctx, authOf(request).workspace.id, query),
    }));

    serve(app, endpoints.sync, async ({ request }) => ({
      data: { accounts: await requestSync(ctx, authOf(request).workspace.id) },
    }));

    serve(app, endpoints.exportCsv, async ({ request, reply, query }) => download(reply, 'text/csv; charset=utf-8', await exportCsv(ctx, authOf(request), query)));

    serve(app, endpoints.exportPdf, async ({ request, reply, query }) => download(reply, 'application/pdf', await exportPdf(ctx, authOf(request), query)));

    serve(app, contentEndpoints.analytics, async ({ request, params, query }) => ({
      data: await contentAnalytics(ctx, authOf(request).workspace.id, params.id, query.period),
    }));
  };
}
