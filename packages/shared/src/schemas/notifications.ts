import { z } from 'zod';

/** A validation to give, a trend, a comment, a scheduled post, and `failure` (a publication or an account that needs the user). */
export const NOTIFICATION_TYPES = ['validation', 'trend', 'comment', 'scheduled', 'failure'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  message: z.string(),
  route: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = z
  .object({
    unread: z.enum(['true', 'false']).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(30),
  })
  .strict();

export const notificationsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(notificationSchema),
  unreadCount: z.number(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** Answer of marking one or all notifications read: what remains unread. */
export const notificationsReadResponseSchema = z.object({
  success: z.literal(true),
  unreadCount: z.number(),
});
export type NotificationsReadResponse = z.infer<typeof notificationsReadResponseSchema>;
