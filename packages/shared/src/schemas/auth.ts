import { z } from 'zod';
import { AUTH_LIMITS } from '../constants/limits.ts';
import { TEAM_ROLES } from '../constants/plans.ts';
import { ACCENT_COLORS, TEXT_SIZE, THEMES } from '../constants/user-settings.ts';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from '../messages/index.ts';
import { line, text } from './text.ts';

const email = line().trim().toLowerCase().max(AUTH_LIMITS.emailMaxLength).pipe(z.email());
/** Hashed, never stored as typed: only what no keyboard types is refused. */
const password = text().min(AUTH_LIMITS.passwordMinLength).max(AUTH_LIMITS.passwordMaxLength);

export const registerBodySchema = z
  .object({
    email,
    password,
    name: line().trim().max(AUTH_LIMITS.nameMaxLength).optional(),
    rememberMe: z.boolean().optional(),
    /** The token of an invitation link: the new account joins that workspace instead of getting its own. */
    invitationToken: line().min(1).max(200).optional(),
  })
  .strict();
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** Emptiness is checked by the service so that both fields empty or one empty get one single message. */
export const loginBodySchema = z
  .object({
    email: line().max(AUTH_LIMITS.emailMaxLength),
    password: text().max(AUTH_LIMITS.passwordMaxLength),
    rememberMe: z.boolean().optional(),
  })
  .strict();
export type LoginBody = z.infer<typeof loginBodySchema>;

export const forgotPasswordBodySchema = z.object({ email }).strict();
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z.object({ token: line().min(1).max(200), password }).strict();
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  createdAt: z.string(),
  /** IANA zone the user chose (Settings → Préférences); null: the browser's. */
  timeZone: z.string().nullable().default(null),
  /** From the profile (Paramètres → Profil); absent from answers made before it is read. */
  firstName: z.string().nullable().optional(),
  lastName: z.string().nullable().optional(),
  /** The square profile picture's address, null for none (initials are shown). */
  avatarUrl: z.string().nullable().optional(),
  /** Paramètres → Préférences: the look of the interface, and its language, kept for every browser. */
  theme: z.enum(THEMES).default('light'),
  accentColor: z.enum(ACCENT_COLORS).default('primary'),
  /** Percent of the normal text size. */
  textSize: z.number().int().default(TEXT_SIZE.default),
  /** null: follow the system's « reduce motion » setting. */
  reduceMotion: z.boolean().nullable().default(null),
  locale: z.enum(SUPPORTED_LOCALES).default(DEFAULT_LOCALE),
});
export type User = z.infer<typeof userSchema>;

/**
 * PATCH /api/auth/me/preferences: only the fields sent change. `timeZone: null` goes back to the
 * browser's zone, `reduceMotion: null` to the system's setting. Theme, accent colour, text size and
 * language are checked against their lists by the service, whose message names the allowed values.
 */
export const preferencesBodySchema = z
  .object({
    timeZone: line().trim().max(64).nullable().optional(),
    theme: line()
      .max(32)
      .optional()
      .meta({ description: `One of: ${THEMES.join(', ')}` }),
    accentColor: line()
      .max(32)
      .optional()
      .meta({ description: `One of: ${ACCENT_COLORS.join(', ')}` }),
    textSize: z
      .number()
      .optional()
      .meta({ description: `An integer from ${TEXT_SIZE.min} to ${TEXT_SIZE.max} (percent)` }),
    reduceMotion: z.boolean().nullable().optional(),
    locale: line()
      .max(16)
      .optional()
      .meta({ description: `One of: ${SUPPORTED_LOCALES.join(', ')}` }),
  })
  .strict();
export type PreferencesBody = z.infer<typeof preferencesBodySchema>;

export const workspaceSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(TEAM_ROLES),
});
export type WorkspaceSummary = z.infer<typeof workspaceSummarySchema>;

/** Answer of register, login and me. `csrfToken` goes back in the X-CSRF-Token header of writes. */
export const sessionResponseSchema = z.object({
  user: userSchema,
  workspace: workspaceSummarySchema,
  csrfToken: z.string(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const CSRF_HEADER = 'x-csrf-token';
