import type { notificationSettingsMessagesFr } from './fr.ts';

export const notificationSettingsMessagesEs: Record<keyof typeof notificationSettingsMessagesFr, string> = {
};
