import type { notificationSettingsMessagesFr } from './fr.ts';

export const notificationSettingsMessagesDe: Record<keyof typeof notificationSettingsMessagesFr, string> = {
};
