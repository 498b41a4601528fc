/** Paramètres → Préférences: the two themes, light first (the default). */
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** The five accent colours, `primary` (Indigo) the default. */
export const ACCENT_COLORS = ['primary', 'blue', 'green', 'orange', 'pink'] as const;
export type AccentColor = (typeof ACCENT_COLORS)[number];

/** The text size slider, in percent of the normal size. */
export const TEXT_SIZE = { min: 80, max: 120, step: 5, default: 100 } as const;

/** Paramètres → Confidentialité: the four toggles and their defaults. */
export const PRIVACY_DEFAULTS = {
  publicProfile: true,
  showStatistics: true,
  analyticsSharing: false,
  marketingCookies: false,
} as const;
export type PrivacyToggle = keyof typeof PRIVACY_DEFAULTS;
export const PRIVACY_TOGGLES = Object.keys(PRIVACY_DEFAULTS) as PrivacyToggle[];

/** How e-mail notifications are grouped: one by one, or a digest per hour, day or week. */
export const NOTIFICATION_FREQUENCIES = ['immediate', 'hourly', 'daily', 'weekly'] as const;
export type NotificationFrequency = (typeof NOTIFICATION_FREQUENCIES)[number];

/** Paramètres → Notifications: the e-mail toggles, the in-app toggles, and their defaults. */
export const EMAIL_NOTIFICATION_DEFAULTS = { weeklySummary: true, commentsReceived: true, contentPublished: true } as const;
export type EmailNotificationToggle = keyof typeof EMAIL_NOTIFICATION_DEFAULTS;
export const IN_APP_NOTIFICATION_DEFAULTS = { performanceAlerts: true, sectorTrends: true, teamInteractions: true } as const;
export type InAppNotificationToggle = keyof typeof IN_APP_NOTIFICATION_DEFAULTS;
export const DEFAULT_NOTIFICATION_FREQUENCY: NotificationFrequency = 'immediate';

/** How long the link to a data export works. */
export const DATA_EXPORT_LINK_HOURS = 24;
/** The word typed to confirm the deletion of one's account. */
export const ACCOUNT_DELETION_WORD = 'SUPPRIMER';
