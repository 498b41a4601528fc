/** Paramètres → Confidentialité: what the jobs and the app use of it (the routes call the action files). */
export { buildDataExport } from './build-export.ts';
export { purgeDataExports } from './purge-exports.ts';
export { DATA_EXPORT_JOB, type DataExportJob } from './request-export.ts';
