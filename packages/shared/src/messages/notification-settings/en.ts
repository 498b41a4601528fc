import type { notificationSettingsMessagesFr } from './fr.ts';

export const notificationSettingsMessagesEn: Record<keyof typeof notificationSettingsMessagesFr, string> = {
};
