import { notificationsQuerySchema, notificationsReadResponseSchema, notificationsResponseSchema } from '@publia/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authOf } from '../../http/require-auth.ts';
import { responseSchema } from '../../http/response-schema.ts';
import { parseInput } from '../../http/validation.ts';
import type { AppContext } from '../../app/context.ts';
import { listNotifications, markAllNotificationsRead, markNotificationRead, type Recipient } from './service.ts';

const recipientOf = (request: FastifyRequest): Recipient => {
  const auth = authOf(request);
  return { workspaceId: auth.workspace.id, userId: auth.user.id };
};

const listAnswer = { response: { 200: responseSchema(notificationsResponseSchema) } };
const readAnswer = { response: { 200: responseSchema(notificationsReadResponseSchema) } };

/** The bell and the home page: the signed-in user's notifications in the current workspace. */
export function notificationRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    // Each member's own notifications: any role.
    const auth = { config: { permission: 'authenticated' } } as const;

    app.get('/api/notifications', { ...auth, schema: listAnswer }, async (request) => {
      const query = parseInput(notificationsQuerySchema, request.query);
      return listNotifications(ctx, recipientOf(request), { unreadOnly: query.unread === 'true', limit: query.limit });
    });

    app.post<{ Params: { id: string } }>('/api/notifications/:id/read', { ...auth, schema: readAnswer }, async (request) => ({
      success: true,
      unreadCount: await markNotificationRead(ctx, recipientOf(request), request.params.id),
    }));

    app.post('/api/notifications/read-all', { ...auth, schema: readAnswer }, async (request) => ({
      success: true,
      unreadCount: await markAllNotificationsRead(ctx, recipientOf(request)),
    }));
  };
}
