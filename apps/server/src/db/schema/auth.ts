import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, updatedAt, userRef, workspaceRef } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The display name: "first last" when the profile gives them, else what sign-up gave. */
    name: text('name'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** International format (E.164: +33612345678), checked by the profile service. */
    phone: text('phone'),
    /** Storage key of the square profile picture, null for none (initials are shown). */
    avatarKey: text('avatar_key'),
    locale: text('locale').notNull().default('fr'),
    timeZone: text('time_zone'),
    /** Paramètres → Préférences: light or dark, one of the five accent colours, 80–120 %. */
    theme: text('theme').notNull().default('light'),
    accentColor: text('accent_color').notNull().default('primary'),
    textSize: integer('text_size').notNull().default(100),
    /** null: follow the system's « reduce motion » setting. */
    reduceMotion: boolean('reduce_motion'),
    /** Paramètres → Confidentialité: the four toggles, absent keys at their defaults. */
    privacy: jsonb('privacy').$type<Record<string, boolean>>().notNull().default({}),
    /** Paramètres → Notifications: e-mail and in-app toggles and the e-mail frequency, absent keys at their defaults. */
    notificationSettings: jsonb('notification_settings').$type<Record<string, unknown>>().notNull().default({}),
    /** When the last weekly summary e-mail went out: the job sends one a week at most. */
    weeklySummarySentAt: timestamptz('weekly_summary_sent_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

/** Only the SHA-256 of the session token is stored: a leaked table signs nobody in. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    userId: userRef(),
    workspaceId: workspaceRef(),
    persistent: boolean('persistent').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    userId: userRef(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_token_hash_unique').on(t.tokenHash)],
);

/**
 * A change of e-mail address waiting for its confirmation: a link sent to the new address (only the
 * SHA-256 of its token kept, single use); the address changes only when it is followed.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    userId: userRef(),
    newEmail: text('new_email').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_changes_token_hash_unique').on(t.tokenHash), index('email_changes_user_idx').on(t.userId)],
);
