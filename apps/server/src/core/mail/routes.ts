import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app/context.ts';
import { authOf } from '../../http/require-auth.ts';
import { recentWorkspaceMail } from './service.ts';

/**
 * `GET /sandbox/_mail`: the e-mails the signed-in member's workspace sent lately (an invitation's
 * link), for the tests and demos that run without SMTP — served only with the sandboxes' controls
 * (`SANDBOX_CONTROLS`), never in production. A workspace reads only its own mail.
 */
export function sandboxMailRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    if (!ctx.config.sandboxControls) return;
    app.get('/sandbox/_mail', { config: { permission: 'authenticated' } }, async (request) => ({
      mails: await recentWorkspaceMail(ctx, authOf(request).workspace.id),
    }));
  };
}
