import {
  DEFAULT_NOTIFICATION_FREQUENCY,
  EMAIL_NOTIFICATION_DEFAULTS,
  IN_APP_NOTIFICATION_DEFAULTS,
  NOTIFICATION_FREQUENCIES,
  type EmailNotificationToggle,
  type NotificationFrequency,
  type NotificationSettings,
  type notificationSettingsPatchSchema,
} from '@publia/shared';
import type { z } from 'zod';
import type { AppContext } from '../../core/context/app-context.ts';
import { badRequest } from '../../http/app-error.ts';
import { findStoredNotificationSettings, saveStoredNotificationSettings, type StoredNotificationSettings } from './repository.ts';

type Group = 'email' | 'inApp';
type Patch = z.output<typeof notificationSettingsPatchSchema>;

const DEFAULTS: { [G in Group]: Record<string, boolean> } = { email: EMAIL_NOTIFICATION_DEFAULTS, inApp: IN_APP_NOTIFICATION_DEFAULTS };

const isFrequency = (value: unknown): value is NotificationFrequency => typeof value === 'string' && (NOTIFICATION_FREQUENCIES as readonly string[]).includes(value);

const objectOf = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {});

/** What the user set, of what is understood: the known toggles holding a boolean, a known frequency. */
function explicitOf(stored: unknown): StoredNotificationSettings {
  const values = objectOf(stored);
  const group = (name: Group) =>
    Object.fromEntries(Object.entries(objectOf(values[name])).filter(([key, value]) => key in DEFAULTS[name] && typeof value === 'boolean')) as Record<string, boolean>;
  return { email: group('email'), inApp: group('inApp'), ...(isFrequency(values.frequency) ? { frequency: values.frequency } : {}) };
}

/**
 * The settings from what the column keeps: only what the user changed, everything else at its
 * default — so a default changed later reaches everyone who never touched it.
 */
export function notificationSettingsOf(stored: unknown): NotificationSettings {
  const explicit = explicitOf(stored);
  return {
    email: { ...EMAIL_NOTIFICATION_DEFAULTS, ...explicit.email },
    inApp: { ...IN_APP_NOTIFICATION_DEFAULTS, ...explicit.inApp },
    frequency: explicit.frequency ?? DEFAULT_NOTIFICATION_FREQUENCY,
  };
}

/** A name as the message quotes it: not too long. */
const quoted = (value: string) => (value.length > 40 ? `${value.slice(0, 39)}…` : value);

/** Refuses an unknown toggle or frequency with a 400 naming it and the values allowed. */
function checkPatch(patch: Patch): void {
  for (const group of ['email', 'inApp'] as const) {
    const allowed = Object.keys(DEFAULTS[group]);
    for (const name of Object.keys(patch[group] ?? {})) {
      if (allowed.includes(name)) continue;
      const field = `${group}.${quoted(name)}`;
      throw badRequest('notificationSettings.unknownToggle', { field, allowed: allowed.join(', ') }, field);
    }
  }
  if (patch.frequency !== undefined && !isFrequency(patch.frequency)) {
    throw badRequest('notificationSettings.unknownFrequency', { value: quoted(patch.frequency), allowed: NOTIFICATION_FREQUENCIES.join(', ') }, 'frequency');
  }
}

export async function getNotificationSettings(ctx: AppContext, userId: string): Promise<NotificationSettings> {
  return notificationSettingsOf(await findStoredNotificationSettings(ctx.db, userId));
}

/** The e-mail toggles that wait in digests: their pending items go when they are turned off. */
export const DIGEST_TOGGLES = ['commentsReceived', 'contentPublished'] as const satisfies readonly EmailNotificationToggle[];

/**
 * Applies what the user changed (nothing else moves) and answers the settings now. An e-mail
 * turned off stops at once: what waited for its digest is dropped in the same transaction, never
 * sent later. A bad name or frequency changes nothing.
 */
export async function updateNotificationSettings(ctx: AppContext, userId: string, patch: Patch): Promise<NotificationSettings> {
  checkPatch(patch);
  const explicit = explicitOf(await findStoredNotificationSettings(ctx.db, userId));
  const frequency = isFrequency(patch.frequency) ? patch.frequency : explicit.frequency;
  const kept: StoredNotificationSettings = {
    email: { ...explicit.email, ...patch.email },
    inApp: { ...explicit.inApp, ...patch.inApp },
    ...(frequency ? { frequency } : {}),
  };
  const settings = notificationSettingsOf(kept);
  await saveStoredNotificationSettings(
    ctx.db,
    userId,
    kept,
    DIGEST_TOGGLES.filter((toggle) => !settings.email[toggle]),
  );
  return settings;
}
