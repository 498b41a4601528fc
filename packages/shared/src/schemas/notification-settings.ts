import { z } from 'zod';
import { EMAIL_NOTIFICATION_DEFAULTS, IN_APP_NOTIFICATION_DEFAULTS, NOTIFICATION_FREQUENCIES, type NotificationFrequency } from '../constants/user-settings.ts';
import { line } from './text.ts';

/** Paramètres → Notifications: the e-mail toggles, the in-app toggles, the frequency of the e-mails. */
export const notificationSettingsSchema = z.object({
  email: z.object({ weeklySummary: z.boolean(), commentsReceived: z.boolean(), contentPublished: z.boolean() }),
  inApp: z.object({ performanceAlerts: z.boolean(), sectorTrends: z.boolean(), teamInteractions: z.boolean() }),
  frequency: z.enum(NOTIFICATION_FREQUENCIES),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** A group of toggles as a request sends it: their names are checked by the server (below). */
const toggles = (names: readonly string[]) => z.record(line().max(64), z.boolean()).meta({ description: `Toggles among: ${names.join(', ')}` });

/**
 * PATCH /api/notification-settings: only what changes (`{ inApp: { sectorTrends: false } }`). The
 * toggles' names and the frequency are checked against their lists by the server, whose 400 names
 * the unknown one and the values allowed (a bare enum would only say « valeur invalide »).
 */
export const notificationSettingsPatchSchema = z
  .object({
    email: toggles(Object.keys(EMAIL_NOTIFICATION_DEFAULTS)).optional(),
    inApp: toggles(Object.keys(IN_APP_NOTIFICATION_DEFAULTS)).optional(),
    frequency: line()
      .max(32)
      .optional()
      .meta({ description: `One of: ${NOTIFICATION_FREQUENCIES.join(', ')}` }),
  })
  .strict();

/** What the web app sends: the same, with the names typed. */
export interface NotificationSettingsPatch {
  email?: Partial<NotificationSettings['email']>;
  inApp?: Partial<NotificationSettings['inApp']>;
  frequency?: NotificationFrequency;
}

export const notificationSettingsResponseSchema = z.object({ success: z.literal(true), data: notificationSettingsSchema });

export const notificationSettingsSavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: notificationSettingsSchema,
});
