import { apiMessagesFr, initialsOf, privacySettingsOf, type TeamMember, type TeamRole } from '@publia/shared';
import type { Storage } from '../../storage/index.ts';
import type { MemberRow } from '../workspaces/service.ts';
import type { InvitationRow } from './repository.ts';

/** The role as the interface names it in French (Administrateur, Éditeur, Lecteur). */
export const roleLabel = (role: TeamRole): string => apiMessagesFr[`permissions.role.${role}`];

/** How the audit log and the messages name a person: their name and address, or the address alone. */
export const personLabel = (name: string | null, email: string): string => (name?.trim() ? `${name.trim()} (${email})` : email);

/** What the team sees of a member beyond their name: each part only if the member's privacy toggles allow it. */
export interface MemberExtras {
  storage: Storage;
  /** Posts published in the last 30 days, per author (absent: none). */
  published?: Map<string, number>;
}

export function memberView(row: MemberRow, selfId: string, extras: MemberExtras): TeamMember {
  const isSelf = row.userId === selfId;
  // Paramètres → Confidentialité: « Profil public » off hides the picture from the team,
  // « Afficher les statistiques » off hides the figure; the member always sees their own.
  const privacy = privacySettingsOf(row.privacy);
  const showPicture = isSelf || privacy.publicProfile;
  const showFigures = isSelf || privacy.showStatistics;
  return {
    id: row.userId,
    name: row.name?.trim() || row.email,
    email: row.email,
    role: row.role,
    status: 'active',
    initials: initialsOf(row.name, row.email),
    since: row.since.toISOString(),
    expiresAt: null,
    isSelf,
    avatarUrl: showPicture && row.avatarKey ? extras.storage.publicUrl(row.avatarKey) : null,
    publishedLast30Days: showFigures && extras.published ? (extras.published.get(row.userId) ?? 0) : null,
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
    avatarUrl: null,
    publishedLast30Days: null,
  };
}
