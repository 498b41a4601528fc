import { TEAM_ROLES, type TeamRole } from '@publia/shared';
import { z } from 'zod';
import { AppError, badRequest } from '../../http/app-error.ts';
import { isUuid } from '../../lib/ids.ts';

const emailFormat = z.email();

/** The invited address, lower-cased: empty and malformed ones each get their French message. */
export function checkedEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (!email) throw badRequest('team.emailRequired', {}, 'email');
  if (!emailFormat.safeParse(email).success) throw badRequest('team.invalidEmail', { email: raw.trim() }, 'email');
  return email;
}

/** A role of the matrix; any other word is refused by name. */
export function checkedRole(raw: string): TeamRole {
  const role = raw.trim();
  if (!(TEAM_ROLES as readonly string[]).includes(role)) throw badRequest('team.unknownRole', { role }, 'role');
  return role as TeamRole;
}

/** A member's id: a malformed one is the same 404 as a stranger's, never a database error. */
export function memberIdOrNotFound(id: string): string {
  if (!isUuid(id)) throw new AppError(404, 'team.memberNotFound');
  return id;
}
