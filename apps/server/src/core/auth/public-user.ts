import { ACCENT_COLORS, DEFAULT_LOCALE, SUPPORTED_LOCALES, TEXT_SIZE, THEMES, type AccentColor, type Locale, type Theme, type User } from '@publia/shared';
import type { Storage } from '../../storage/index.ts';

interface UserFields {
  id: string;
  email: string;
  name: string | null;
  createdAt: Date;
  timeZone: string | null;
  firstName?: string | null;
  lastName?: string | null;
  avatarKey?: string | null;
  theme?: string;
  accentColor?: string;
  textSize?: number;
  reduceMotion?: boolean | null;
  locale?: string;
}

/** A stored value outside its list (written by hand, or by an older release) reads as the default. */
function oneOf<T extends string>(list: readonly T[], value: string | undefined, fallback: T): T {
  return (list as readonly string[]).includes(value ?? '') ? (value as T) : fallback;
}

/**
 * The user as the API shows it (register, login, me): never the password hash, always the
 * appearance and language preferences (the page applies them before anything else). With the
 * storage, the profile's names and picture address come along (the menu shows them).
 */
export function toPublicUser(row: UserFields, storage?: Pick<Storage, 'publicUrl'>): User {
  const textSize = row.textSize ?? TEXT_SIZE.default;
  const user: User = {
    id: row.id,
    email: row.email,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    timeZone: row.timeZone,
    theme: oneOf<Theme>(THEMES, row.theme, 'light'),
    accentColor: oneOf<AccentColor>(ACCENT_COLORS, row.accentColor, 'primary'),
    textSize: textSize >= TEXT_SIZE.min && textSize <= TEXT_SIZE.max ? textSize : TEXT_SIZE.default,
    reduceMotion: row.reduceMotion ?? null,
    locale: oneOf<Locale>(SUPPORTED_LOCALES, row.locale, DEFAULT_LOCALE),
  };
  if (!storage) return user;
  return {
    ...user,
    firstName: row.firstName ?? null,
    lastName: row.lastName ?? null,
    avatarUrl: row.avatarKey ? storage.publicUrl(row.avatarKey) : null,
  };
}
