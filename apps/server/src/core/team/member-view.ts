import { apiMessagesFr, type TeamMember, type TeamRole } from '@publia/shared';
import type { MemberRow } from '../workspaces/service.ts';
import type { InvitationRow } from './repository.ts';

/** The role as the interface names it in French (Administrateur, Éditeur, Lecteur). */
export const roleLabel = (role: TeamRole): string => apiMessagesFr[`permissions.role.${role}`];

/** How the audit log and the messages name a person: their name and address, or the address alone. */
export const personLabel = (name: string | null, email: string): string => (name?.trim() ? `${name.trim()} (${email})` : email);

/** Two capitals for the avatar: the first letters of two words of the name, else of the address. */
export function initialsOf(name: string | null, email: string): string {
  const source = name?.trim() || email.split('@')[0] || email;
  const words = source.split(/[\s._\-+]+/u).filter(Boolean);
  const letters = words.length >= 2 ? [...words[0]!][0]! + [...words[1]!][0]! : [...(words[0] ?? source)].slice(0, 2).join('');
  return letters.toLocaleUpperCase('fr-FR');
}

export function memberView(row: MemberRow, selfId: string): TeamMember {
  return {
    id: row.userId,
    name: row.name?.trim() || row.email,
    email: row.email,
    role: row.role,
    status: 'active',
    initials: initialsOf(row.name, row.email),
    since: row.since.toISOString(),
    expiresAt: null,
    isSelf: row.userId === selfId,
  };
}

/** A pending invitation's row in the team table: the address stands for the name no one has given yet. */
export function invitationView(row: InvitationRow): TeamMember {
  return {
    id: row.id,
    name: row.email,
    email: row.email,
    role: row.role,
    status: 'pending',
    initials: initialsOf(null, row.email),
    since: row.sentAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    isSelf: false,
  };
}
