import type { User } from '@publia/shared';

/** The user as the API shows it (register, login, me): never the password hash. */
export function toPublicUser(row: { id: string; email: string; name: string | null; createdAt: Date; timeZone: string | null }): User {
  return { id: row.id, email: row.email, name: row.name, createdAt: row.createdAt.toISOString(), timeZone: row.timeZone };
}
