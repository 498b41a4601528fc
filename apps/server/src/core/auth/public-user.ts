import type { User } from '@publia/shared';
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
}

/**
 * The user as the API shows it (register, login, me): never the password hash. With the storage,
 * the profile's names and picture address come along (the menu shows them).
 */
export function toPublicUser(row: UserFields, storage?: Pick<Storage, 'publicUrl'>): User {
  const user: User = { id: row.id, email: row.email, name: row.name, createdAt: row.createdAt.toISOString(), timeZone: row.timeZone };
  if (!storage) return user;
  return {
    ...user,
    firstName: row.firstName ?? null,
    lastName: row.lastName ?? null,
    avatarUrl: row.avatarKey ? storage.publicUrl(row.avatarKey) : null,
  };
}
