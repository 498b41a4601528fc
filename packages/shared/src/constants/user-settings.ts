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

/**
 * When the e-mail digests and the weekly summary go out, on the wall clock of the user's time zone
 * (Paris when they chose none): a daily digest each morning at `morningHour`, a weekly digest and
 * the weekly summary on Monday (`weekday`, 1 = Monday as ISO counts) from that hour.
 */
export const NOTIFICATION_MAIL_SCHEDULE = { morningHour: 8, weekday: 1 } as const;

/** « Télécharger mes données »: how often, and when a request still « en préparation » counts as lost. */
export const DATA_EXPORT_LIMITS = {
  /** Requests per user in 24 hours: a few, since each copies every file of the user's workspaces. */
  perDay: 3,
  /** A request pending longer than this belongs to a job that died: it is marked failed, a new one may start. */
  staleAfterMinutes: 60,
  /** How often the tab asks again while an export is being prepared. */
  pollSeconds: 3,
} as const;
