export const notificationSettingsMessagesFr = {
} as const;
