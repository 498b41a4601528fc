import { notificationsQuerySchema, notificationsReadResponseSchema, notificationsResponseSchema } from '../schemas/notifications.ts';
import { endpoint } from './define.ts';
import { idParams } from './params.ts';

/**
 * The bell's endpoints, part of `accountEndpoints`: declared apart so that the layout, which shows
 * the bell on every page, does not bring the social accounts' endpoints into the first load.
 */
export const notificationEndpoints = {
  notifications: endpoint({
    method: 'GET',
    path: '/api/notifications',
    access: 'authenticated',
    tag: 'notifications',
    summary: "The signed-in user's notifications in this workspace",
    query: notificationsQuerySchema,
    response: notificationsResponseSchema,
  }),
  readNotification: endpoint({
    method: 'POST',
    path: '/api/notifications/:id/read',
    access: 'authenticated',
    tag: 'notifications',
    summary: 'Mark one notification read',
    params: idParams,
    response: notificationsReadResponseSchema,
  }),
  readAllNotifications: endpoint({
    method: 'POST',
    path: '/api/notifications/read-all',
    access: 'authenticated',
    tag: 'notifications',
    summary: 'Mark every notification read',
    response: notificationsReadResponseSchema,
  }),
} as const;
