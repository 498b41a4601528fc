import { notificationSettingsPatchSchema, notificationSettingsResponseSchema, notificationSettingsSavedResponseSchema } from '../schemas/notification-settings.ts';
import { endpoint } from './define.ts';

const tag = 'Settings';

/** Paramètres → Notifications: each user's own, whatever their role. */
export const notificationSettingsEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/notification-settings',
    access: 'authenticated',
    tag,
    summary: "The signed-in user's notification settings (the defaults where they changed nothing)",
    response: notificationSettingsResponseSchema,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/notification-settings',
    access: 'authenticated',
    tag,
    summary: 'Change some notification settings; an unknown toggle or frequency is a 400 naming it and the allowed values',
    body: notificationSettingsPatchSchema,
    response: notificationSettingsSavedResponseSchema,
  }),
} as const;
