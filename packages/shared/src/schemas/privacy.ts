import { z } from 'zod';
import { AUTH_LIMITS } from '../constants/limits.ts';
import { PRIVACY_DEFAULTS, PRIVACY_TOGGLES, type PrivacyToggle } from '../constants/user-settings.ts';
import { line, text } from './text.ts';

/** Paramètres → Confidentialité: the four toggles, every one present (absent ones at their defaults). */
export const privacySettingsSchema = z.object({
  /** Teammates see the profile picture in the team list (off: initials only). */
  publicProfile: z.boolean(),
  /** Teammates see how many posts the user published in the last 30 days (off: hidden). */
  showStatistics: z.boolean(),
  /** Whether usage figures may be shared: Publia sends none either way. */
  analyticsSharing: z.boolean(),
  /** Whether marketing cookies are accepted: Publia sets none either way. */
  marketingCookies: z.boolean(),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

/** The toggles as stored (`users.privacy`, keys left out at their defaults) made whole. */
export function privacySettingsOf(stored: Record<string, unknown> | null | undefined): PrivacySettings {
  const settings = { ...PRIVACY_DEFAULTS } as Record<PrivacyToggle, boolean>;
  for (const toggle of PRIVACY_TOGGLES) {
    const value = stored?.[toggle];
    if (typeof value === 'boolean') settings[toggle] = value;
  }
  return settings;
}

/** PATCH /api/privacy: one toggle or more, booleans only; any other field is refused. */
export const privacyBodySchema = z
  .object({
    publicProfile: z.boolean().optional(),
    showStatistics: z.boolean().optional(),
    analyticsSharing: z.boolean().optional(),
    marketingCookies: z.boolean().optional(),
  })
  .strict();
export type PrivacyBody = z.infer<typeof privacyBodySchema>;

/**
 * Where a « Télécharger mes données » request stands: being prepared, ready (the link was e-mailed),
 * past its link's validity, or failed.
 */
export const DATA_EXPORT_STATES = ['pending', 'ready', 'expired', 'failed'] as const;
export type DataExportState = (typeof DATA_EXPORT_STATES)[number];

export const dataExportSchema = z.object({
  id: z.string(),
  state: z.enum(DATA_EXPORT_STATES),
  requestedAt: z.string(),
  completedAt: z.string().nullable(),
  /** Until when the e-mailed link works (ready and expired only). */
  expiresAt: z.string().nullable(),
  /** The ZIP's size in bytes (ready only). */
  sizeBytes: z.number().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** The tab's state: the toggles and the latest export request. */
export const privacyStateSchema = z.object({
  settings: privacySettingsSchema,
  lastExport: dataExportSchema.nullable(),
});
export type PrivacyState = z.infer<typeof privacyStateSchema>;

export const privacyResponseSchema = z.object({ success: z.literal(true), message: z.string().optional(), data: privacyStateSchema });
export type PrivacyResponse = z.infer<typeof privacyResponseSchema>;

export const dataExportResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: dataExportSchema });
export type DataExportResponse = z.infer<typeof dataExportResponseSchema>;

/** The e-mailed link: the export's id in the path, its secret token in the query. */
export const dataExportDownloadQuerySchema = z.object({ token: line().min(1).max(200) }).strict();

/** « Supprimer mon compte »: the password, and the word typed (ACCOUNT_DELETION_WORD). */
export const deleteAccountBodySchema = z
  .object({
    password: text().max(AUTH_LIMITS.passwordMaxLength),
    confirmation: line().trim().max(64),
  })
  .strict();
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;
