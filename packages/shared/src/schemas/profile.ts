import { z } from 'zod';
import { AUTH_LIMITS } from '../constants/limits.ts';
import { line, text } from './text.ts';

/** The profile's own limits: names as a sign-up form takes them, a picture as a phone takes it. */
export const PROFILE_LIMITS = {
  nameMaxLength: 80,
  phoneMaxLength: 40,
  avatarMaxBytes: 5 * 1024 * 1024,
  /** The stored picture: a centred square of this side, in WebP. */
  avatarSide: 256,
  emailChangeValidHours: 24,
} as const;

/** The signed-in user's profile, as the Profil tab and /profile show it. */
export const profileSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** The display name: "first last" once the profile is saved, else what sign-up gave. */
  name: z.string().nullable(),
  email: z.string(),
  /** International format (E.164: +33612345678), null for none. */
  phone: z.string().nullable(),
  /** Where the square picture is served, null for none (initials are shown). */
  avatarUrl: z.string().nullable(),
  /** The address waiting for its confirmation link to be followed, if any. */
  pendingEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

const personName = line().trim().min(1).max(PROFILE_LIMITS.nameMaxLength);

/** PUT /api/profile. The phone is checked (and put in international form) by the server. */
export const profileBodySchema = z
  .object({
    firstName: personName,
    lastName: personName,
    phone: line().trim().max(PROFILE_LIMITS.phoneMaxLength).nullable().optional(),
  })
  .strict();
export type ProfileBody = z.infer<typeof profileBodySchema>;

/** POST /api/profile/email: the address is checked by the service, which names what is wrong with it. */
export const emailChangeBodySchema = z
  .object({
    email: line().trim().toLowerCase().max(AUTH_LIMITS.emailMaxLength),
    password: text().max(AUTH_LIMITS.passwordMaxLength),
  })
  .strict();
export type EmailChangeBody = z.infer<typeof emailChangeBodySchema>;

export const confirmEmailBodySchema = z.object({ token: line().min(1).max(200) }).strict();
export type ConfirmEmailBody = z.infer<typeof confirmEmailBodySchema>;

/** The new password follows the sign-up's rules. */
export const passwordChangeBodySchema = z
  .object({
    currentPassword: text().max(AUTH_LIMITS.passwordMaxLength),
    newPassword: text().min(AUTH_LIMITS.passwordMinLength).max(AUTH_LIMITS.passwordMaxLength),
  })
  .strict();
export type PasswordChangeBody = z.infer<typeof passwordChangeBodySchema>;

export const profileResponseSchema = z.object({ success: z.literal(true), message: z.string().optional(), data: profileSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;
