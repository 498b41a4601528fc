import { accountEndpoints as endpoints, apiMessagesFr, notificationSettingsEndpoints as settingsEndpoints } from '@publia/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serve } from '../../http/endpoint.ts';
import { authOf } from '../../http/require-auth.ts';
import type { AppContext } from '../../core/context/app-context.ts';
import { getNotificationSettings, listNotifications, markAllNotificationsRead, markNotificationRead, updateNotificationSettings, type Recipient } from './service.ts';

const recipientOf = (request: FastifyRequest): Recipient => {
  const auth = authOf(request);
  return { workspaceId: auth.workspace.id, userId: auth.user.id };
};

/**
 * The bell and the home page: the signed-in user's notifications in the current workspace (any
 * role); Paramètres → Notifications: the user's own settings, the same in every workspace.
 */
export function notificationRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    serve(app, endpoints.notifications, ({ request, query }) => listNotifications(ctx, recipientOf(request), { unreadOnly: query.unread === 'true', limit: query.limit }));

    serve(app, endpoints.readNotification, async ({ request, params }) => ({
      unreadCount: await markNotificationRead(ctx, recipientOf(request), params.id),
    }));

    serve(app, endpoints.readAllNotifications, async ({ request }) => ({
      unreadCount: await markAllNotificationsRead(ctx, recipientOf(request)),
    }));

    serve(app, settingsEndpoints.get, async ({ request }) => ({
      data: await getNotificationSettings(ctx, authOf(request).user.id),
    }));

    serve(app, settingsEndpoints.update, async ({ request, body }) => ({
      message: apiMessagesFr['notificationSettings.saved'],
      data: await updateNotificationSettings(ctx, authOf(request).user.id, body),
    }));
  };
}
