import { messageResponseSchema } from '../schemas/auth.ts';
import { dataExportDownloadQuerySchema, dataExportResponseSchema, deleteAccountBodySchema, privacyBodySchema, privacyResponseSchema } from '../schemas/privacy.ts';
import { endpoint } from './define.ts';
import { idParams } from './params.ts';

const tag = 'Settings';

/**
 * Paramètres → Confidentialité: each user's own, whatever their role in the workspace. The export's
 * download needs both the session of the user who asked for it and the token of the e-mailed link:
 * a link forwarded, or read from the outbox by someone else, opens nothing on its own.
 */
export const privacyEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/privacy',
    access: 'authenticated',
    tag,
    summary: "The user's privacy toggles and their latest data export request",
    response: privacyResponseSchema,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/privacy',
    access: 'authenticated',
    tag,
    summary: 'Change one privacy toggle or more (booleans; the others stay)',
    body: privacyBodySchema,
    response: privacyResponseSchema,
  }),
  requestExport: endpoint({
    method: 'POST',
    path: '/api/privacy/exports',
    access: 'authenticated',
    tag,
    summary: 'Ask for a ZIP of all the user’s data: prepared by a job, then e-mailed as a link valid 24 hours (one request at a time)',
    response: dataExportResponseSchema,
    status: 202,
    errors: [409, 429],
  }),
  downloadExport: endpoint({
    method: 'GET',
    path: '/api/privacy/exports/:id/download',
    access: 'authenticated',
    tag,
    summary: "The ZIP of the signed-in user's data export, with the token of the e-mailed link (404 for another user's, 410 once the link has expired)",
    params: idParams,
    query: dataExportDownloadQuerySchema,
    download: 'application/zip',
    errors: [410],
  }),
  deleteAccount: endpoint({
    method: 'POST',
    path: '/api/privacy/delete-account',
    access: 'authenticated',
    tag,
    summary: 'Delete the account for good (password and the word SUPPRIMER): the workspaces where the user is the only member go too; invoices are kept',
    body: deleteAccountBodySchema,
    response: messageResponseSchema,
    errors: [402, 404, 409, 429, 502],
  }),
} as const;
