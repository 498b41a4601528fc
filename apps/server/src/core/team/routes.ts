import { teamEndpoints as endpoints } from '@publia/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context/app-context.ts';
import { serve } from '../../http/endpoint.ts';
import { authOf } from '../../http/require-auth.ts';
import { acceptInvitation } from './accept-invitation.ts';
import { changeMemberRole } from './change-role.ts';
import { inviteMember } from './invite.ts';
import { leaveWorkspace } from './leave.ts';
import { listTeam } from './list-team.ts';
import { previewInvitation } from './preview-invitation.ts';
import { removeMember } from './remove-member.ts';
import { resendInvitation } from './resend-invitation.ts';
import { revokeInvitation } from './revoke-invitation.ts';
import { switchWorkspace, workspacesOf } from './switch-workspace.ts';

/** The team page, the invitation links, and the workspace switcher. */
export function teamRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    serve(app, endpoints.team, async ({ request }) => ({ data: await listTeam(ctx, authOf(request)) }));

    serve(app, endpoints.invite, async ({ request, body }) => ({
      ...(await inviteMember(ctx, authOf(request), body, request.ip)),
    }));

    serve(app, endpoints.resendInvitation, async ({ request, params }) => ({
      ...(await resendInvitation(ctx, authOf(request), params.id, request.ip)),
    }));

    serve(app, endpoints.revokeInvitation, async ({ request, params }) => ({
      message: await revokeInvitation(ctx, authOf(request), params.id, request.ip),
    }));

    serve(app, endpoints.changeRole, async ({ request, params, body }) => ({
      ...(await changeMemberRole(ctx, authOf(request), params.id, body, request.ip)),
    }));

    serve(app, endpoints.removeMember, async ({ request, params }) => ({
      message: await removeMember(ctx, authOf(request), params.id, request.ip),
    }));

    serve(app, endpoints.leave, async ({ request }) => leaveWorkspace(ctx, authOf(request), request.ip));

    serve(app, endpoints.previewInvitation, async ({ body }) => ({ data: await previewInvitation(ctx, body.token) }));

    serve(app, endpoints.acceptInvitation, async ({ request, body }) => acceptInvitation(ctx, authOf(request), body.token, request.ip));

    serve(app, endpoints.workspaces, async ({ request }) => ({ data: await workspacesOf(ctx, authOf(request)) }));

    serve(app, endpoints.switchWorkspace, async ({ request, params }) => switchWorkspace(ctx, authOf(request), params.id));
  };
}
