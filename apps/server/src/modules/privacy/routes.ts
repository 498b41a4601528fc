import { apiMessagesFr, frenchMessage, privacyEndpoints as endpoints } from '@publia/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/context/app-context.ts';
import { download } from '../../http/download.ts';
import { serve } from '../../http/endpoint.ts';
import { authOf } from '../../http/require-auth.ts';
import { clearSessionCookie } from '../../http/session-cookie.ts';
import { deleteAccount } from './delete-account.ts';
import { openDataExport } from './download-export.ts';
import { getPrivacyState, updatePrivacy } from './privacy-settings.ts';
import { requestDataExport } from './request-export.ts';

/** Settings → Confidentialité (`/api/privacy/*`). */
export function privacyRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    serve(app, endpoints.get, async ({ request }) => ({ data: await getPrivacyState(ctx, authOf(request).user.id) }));

    serve(app, endpoints.update, async ({ request, body }) => ({
      message: apiMessagesFr['privacy.saved'],
      data: await updatePrivacy(ctx, authOf(request).user.id, body),
    }));

    serve(app, endpoints.requestExport, async ({ request }) => {
      const auth = authOf(request);
      return {
        message: frenchMessage('privacy.exportRequested', { email: auth.user.email }),
        data: await requestDataExport(ctx, auth),
      };
    });

    serve(app, endpoints.downloadExport, async ({ request, reply, params, query }) =>
      download(reply, 'application/zip', await openDataExport(ctx, authOf(request).user.id, params.id, query.token)),
    );

    serve(app, endpoints.deleteAccount, async ({ request, reply, body }) => {
      await deleteAccount(ctx, authOf(request), body, request.ip ?? null);
      // The session is gone with the account: the browser forgets its cookie.
      clearSessionCookie(reply, ctx.config);
      return { message: apiMessagesFr['privacy.accountDeleted'] };
    });
  };
}
