import { accountEndpoints as endpoints } from '@publia/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serve } from '../../http/endpoint.ts';
import { authOf } from '../../http/require-auth.ts';
import type { AppContext } from '../../app/context.ts';
import { listNotifications, markAllNotificationsRead, markNotificationRead, type Recipient } from './service.ts';

const recipientOf = (request: FastifyRequest): Recipient => {
  const auth = authOf(request);
  return { workspaceId: auth.workspace.id, userId: auth.user.id };
};

/** The bell and the home page: the signed-in user's notifications in the current workspace (any role). */
export function notificationRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    serve(app, endpoints.notifications, ({ request, query }) =>
      listNotifications(ctx, recipientOf(request), { unreadOnly: query.unread === 'true', limit: query.limit }),
    );

    serve(app, endpoints.readNotification, async ({ request, params }) => ({
      success: true as const,
      unreadCount: await markNotificationRead(ctx, recipientOf(request), params.id),
    }));

    serve(app, endpoints.readAllNotifications, async ({ request }) => ({
      success: true as const,
      unreadCount: await markAllNotificationsRead(ctx, recipientOf(request)),
    }));
  };
}
