import { notificationSettingsEndpoints as endpoints, type NotificationSettings, type NotificationSettingsPatch } from '@publia/shared';
import { api } from '../../../lib/api-client.ts';

export async function getNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  return (await api.call(endpoints.get, {}, { signal })).data;
}

/** PATCH /api/notification-settings with only what changed; answers the settings now. */
export async function saveNotificationSettings(body: NotificationSettingsPatch): Promise<NotificationSettings> {
  return (await api.call(endpoints.update, { body })).data;
}
