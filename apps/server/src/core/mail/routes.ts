import { outboxEndpoints } from '@publia/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context/app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { serve } from '../../http/endpoint.ts';
import { authOf } from '../../http/require-auth.ts';
import { operatorOutbox, recentWorkspaceMail, workspaceMailHtml } from './service.ts';

/**
 * The HTML of an e-mail is shown as a document of its own, in a CSP sandbox: no script runs, no
 * form is sent, nothing is fetched but images — whatever the e-mail holds, it cannot act as the app.
 */
const MAIL_HTML_POLICY = "sandbox; default-src 'none'; img-src https: data:; style-src 'unsafe-inline'; frame-ancestors 'self'";

const viewerOf = (request: FastifyRequest) => {
  const auth = authOf(request);
  return { workspaceId: auth.workspace.id, email: auth.user.email };
};

/**
 * `GET /sandbox/_mail`: the e-mails the signed-in member's workspace sent lately (an invitation's
 * link) and those sent to the member (notifications, the weekly summary), for the tests and demos
 * that run without SMTP — served only with the sandboxes' controls (`SANDBOX_CONTROLS`), never in
 * production. `GET /sandbox/_mail/:id/html` shows one's HTML version, sandboxed.
 */
export function sandboxMailRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    if (!ctx.config.sandboxControls) return;
    app.get('/sandbox/_mail', { config: { permission: 'authenticated' } }, async (request) => ({
      mails: await recentWorkspaceMail(ctx, viewerOf(request)),
    }));
    app.get<{ Params: { id: string } }>('/sandbox/_mail/:id/html', { config: { permission: 'authenticated' } }, async (request, reply) => {
      const html = await workspaceMailHtml(ctx, viewerOf(request), request.params.id);
      if (html === null) throw new AppError(404, 'http.notFound');
      return reply.header('content-security-policy', MAIL_HTML_POLICY).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
    });
  };
}

/** `GET /api/operator/outbox`: the outbox for the instance's operators (Paramètres → Aide). */
export function operatorOutboxRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    serve(app, outboxEndpoints.list, async () => ({ data: await operatorOutbox(ctx) }));
  };
}
