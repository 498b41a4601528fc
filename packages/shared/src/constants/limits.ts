/** Business constants (time-outs, retries, sizes, delays), in milliseconds and bytes. */
const MB = 1024 * 1024;

export const UPLOAD_LIMITS = {
  mediaMaxBytes: 10 * MB,
  scannerVideoMaxBytes: 100 * MB,
  photoMimeTypes: ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp', 'image/svg+xml'],
  videoMimeTypes: ['video/mp4', 'video/webm', 'video/ogg', 'video/quicktime'],
} as const;

export const TIMEOUTS = {
  mainApiMs: 30_000,
  webhookMs: 10_000,
  generationMs: 60_000,
  connectivityProbeMs: 5_000,
} as const;

export const RETRY = {
  attempts: 3,
  initialDelayMs: 1_000,
  factor: 2,
  backendAttempts: 3,
  backendInitialDelayMs: 500,
  backendFactor: 1.5,
} as const;

export const UI_TIMINGS = {
  redirectAfterActionMs: 1_500,
  pendingCountPollMs: 60_000,
  bellPulseMs: 1_000,
  oauthMockRedirectMs: 2_000,
  oauthErrorRedirectMs: 3_000,
} as const;

/** Toast lifetimes; `null` means the toast stays until closed. */
export const TOAST_DURATIONS = {
  default: 5_000,
  success: 5_000,
  error: 8_000,
  warning: 5_000,
  info: null,
  pending: null,
} as const;

export const NOTIFICATION_BADGE_MAX = 9;
export const HOME_UNREAD_NOTIFICATIONS = 3;

export const AUTH_LIMITS = {
  passwordMinLength: 8,
  passwordMaxLength: 200,
  emailMaxLength: 254,
  nameMaxLength: 100,
  rememberMeDays: 30,
} as const;
