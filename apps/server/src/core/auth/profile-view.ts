import type { Profile } from '@publia/shared';
import type { Storage } from '../../storage/index.ts';
import type { UserRow } from './profile-repository.ts';

/** The profile as the API shows it: the picture as an address, never the password hash. */
export function toProfile(row: UserRow, storage: Pick<Storage, 'publicUrl'>, pendingEmail: string | null): Profile {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    name: row.name,
    email: row.email,
    phone: row.phone,
    avatarUrl: row.avatarKey ? storage.publicUrl(row.avatarKey) : null,
    pendingEmail,
    createdAt: row.createdAt.toISOString(),
  };
}
