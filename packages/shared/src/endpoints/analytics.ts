import {
  analyticsFilterQuerySchema,
  analyticsInsightResponseSchema,
  analyticsPostsQuerySchema,
  analyticsPostsResponseSchema,
  analyticsSummaryResponseSchema,
  analyticsSyncResponseSchema,
} from '../schemas/analytics.ts';
import { endpoint } from './define.ts';

const tag = 'analytics';
const access = 'view_statistics';

export const analyticsEndpoints = {
  summary: endpoint({
    method: 'GET',
    path: '/api/analytics/summary',
    access,
    tag,
    summary: 'The period’s cards against the previous period, and the charts’ series per network',
    query: analyticsFilterQuerySchema,
    response: analyticsSummaryResponseSchema,
  }),
  posts: endpoint({
    method: 'GET',
    path: '/api/analytics/posts',
    access,
    tag,
    summary: 'The best posts of the period, scored against their account’s median',
    query: analyticsPostsQuerySchema,
    response: analyticsPostsResponseSchema,
  }),
  insight: endpoint({
    method: 'GET',
    path: '/api/analytics/insight',
    access,
    tag,
    summary: 'A short French comment on the period, written by the generation provider',
    query: analyticsFilterQuerySchema,
    response: analyticsInsightResponseSchema,
  }),
  sync: endpoint({
    method: 'POST',
    path: '/api/analytics/sync',
    access,
    tag,
    summary: 'Ask every connected account’s figures now',
    response: analyticsSyncResponseSchema,
    status: 202,
  }),
  exportCsv: endpoint({
    method: 'GET',
    path: '/api/analytics/export.csv',
    access,
    tag,
    summary: 'The period’s posts and figures as CSV (French convention: “;”, decimal comma, UTF-8 with BOM)',
    query: analyticsFilterQuerySchema,
    download: 'text/csv',
  }),
  exportPdf: endpoint({
    method: 'GET',
    path: '/api/analytics/export.pdf',
    access,
    tag,
    summary: 'A PDF report of the period: cards, charts, best posts',
    query: analyticsFilterQuerySchema,
    download: 'application/pdf',
  }),
} as const;
