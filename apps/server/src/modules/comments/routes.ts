import { commentEndpoints as endpoints, frenchMessage } from '@publia/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/context/app-context.ts';
import { timeZoneOf } from '../../core/auth/service.ts';
import { serve } from '../../http/endpoint.ts';
import { authOf } from '../../http/require-auth.ts';
import {
  addSavedReply,
  approveComment,
  askCommentRound,
  assignComment,
  assignees,
  bulkUpdate,
  changeSavedReply,
  commentDetail,
  commentStats,
  getFilter,
  listComments,
  listSavedReplies,
  rejectComment,
  removeSavedReply,
  replyToComment,
  setFilter,
  suggestReply,
} from './service.ts';

const workspaceOf = (request: Parameters<typeof authOf>[0]) => authOf(request).workspace.id;

/** The comments inbox's API (`/api/comments/*`). */
export function commentRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    serve(app, endpoints.list, async ({ request, query }) => {
      const auth = authOf(request);
      return { data: await listComments(ctx, auth, query, timeZoneOf(auth)) };
    });
    serve(app, endpoints.stats, async ({ request, query }) => ({ data: await commentStats(ctx, workspaceOf(request), query) }));
    serve(app, endpoints.sync, async ({ request }) => {
      const accounts = await askCommentRound(ctx, workspaceOf(request));
      return { message: frenchMessage('comments.syncStarted', { count: accounts }), data: { accounts } };
    });
    serve(app, endpoints.assignees, async ({ request }) => ({ data: { members: await assignees(ctx, workspaceOf(request)) } }));
    serve(app, endpoints.bulk, async ({ request, body }) => ({
      data: { updated: await bulkUpdate(ctx, workspaceOf(request), body.ids, body.action) },
    }));

    serve(app, endpoints.savedReplies, async ({ request }) => ({ data: { replies: await listSavedReplies(ctx, workspaceOf(request)) } }));
    serve(app, endpoints.addSavedReply, async ({ request, body }) => ({ data: await addSavedReply(ctx, workspaceOf(request), body) }));
    serve(app, endpoints.updateSavedReply, async ({ request, params, body }) => ({
      data: await changeSavedReply(ctx, workspaceOf(request), params.id, body),
    }));
    serve(app, endpoints.removeSavedReply, async ({ request, params }) => {
      await removeSavedReply(ctx, workspaceOf(request), params.id);
      return {};
    });

    serve(app, endpoints.filter, async ({ request }) => ({ data: await getFilter(ctx, workspaceOf(request)) }));
    serve(app, endpoints.saveFilter, async ({ request, body }) => ({ data: await setFilter(ctx, workspaceOf(request), body.words) }));
    serve(app, endpoints.resetFilter, async ({ request }) => ({ data: await setFilter(ctx, workspaceOf(request), null) }));

    serve(app, endpoints.detail, async ({ request, params }) => ({ data: await commentDetail(ctx, workspaceOf(request), params.id) }));
    serve(app, endpoints.reply, async ({ request, params, body }) => ({
      data: await replyToComment(ctx, authOf(request), params.id, body.text),
    }));
    serve(app, endpoints.suggestReply, async ({ request, params }) => ({ data: await suggestReply(ctx, workspaceOf(request), params.id) }));
    serve(app, endpoints.approve, async ({ request, params }) => ({ data: await approveComment(ctx, workspaceOf(request), params.id) }));
    serve(app, endpoints.reject, async ({ request, params }) => ({ data: await rejectComment(ctx, workspaceOf(request), params.id) }));
    serve(app, endpoints.assign, async ({ request, params, body }) => ({
      data: await assignComment(ctx, workspaceOf(request), params.id, body.userId),
    }));
  };
}
