/** What the routes, other modules, jobs and the app use of the analytics: its public face. */
export * from './sync/public.ts';
export { analyticsSummary } from './summary.ts';
export { bestPosts, contentScores } from './period-posts.ts';
export { contentAnalytics } from './post-detail.ts';
export { analyticsInsight } from './insight.ts';
export { exportCsv } from './export-csv.ts';
export { exportPdf } from './export-pdf.ts';
