import { endpoint } from './define.ts';

const tag = 'Settings';

/** Paramètres → notification settings. */
export const notificationSettingsEndpoints = {
} as const;
