import { PERMISSION_ACTIONS, TEAM_ROLES, type PermissionAction, type TeamRole } from '@publia/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { can, requirePermission } from './service.ts';

/** The role matrix (viewers look, editors write and publish, admins also manage), written out again here so that a change of the shared matrix has to be deliberate. */
const EXPECTED: Record<PermissionAction, Record<TeamRole, boolean>> = {
  view_statistics: { admin: true, editor: true, viewer: true },
  create_content: { admin: true, editor: true, viewer: false },
  publish_content: { admin: true, editor: true, viewer: false },
  connect_social_networks: { admin: true, editor: false, viewer: false },
  manage_billing: { admin: true, editor: false, viewer: false },
  manage_members: { admin: true, editor: false, viewer: false },
  edit_settings: { admin: true, editor: false, viewer: false },
  // The approval workflow's (an admin approves what an editor asks to publish).
  approve_content: { admin: true, editor: false, viewer: false },
};

const ROLE_NAMES: Record<TeamRole, string> = { admin: 'Administrateur', editor: 'Éditeur', viewer: 'Lecteur' };
const ACTION_NAMES: Record<PermissionAction, string> = {
  view_statistics: 'voir les statistiques',
  create_content: 'créer du contenu',
  publish_content: 'publier du contenu',
  connect_social_networks: 'connecter des réseaux sociaux',
  manage_billing: 'gérer la facturation',
  manage_members: 'ajouter ou retirer des membres',
  edit_settings: 'modifier les paramètres',
  approve_content: 'valider les publications',
};

const member = (role: string) => ({ workspace: { role: role as TeamRole } });

describe('can(session, action)', () => {
  it('knows the eight actions and the three roles', () => {
    expect([...PERMISSION_ACTIONS].sort()).toEqual(Object.keys(EXPECTED).sort());
    expect([...TEAM_ROLES]).toEqual(['admin', 'editor', 'viewer']);
  });

  const cases = PERMISSION_ACTIONS.flatMap((action) => TEAM_ROLES.map((role) => ({ action, role, allowed: EXPECTED[action][role] })));

  for (const { action, role } of cases.filter((entry) => entry.allowed)) {
    it(`${role} may ${action}`, () => {
      expect(can(member(role), action)).toEqual({ allowed: true, reason: null });
      expect(() => requirePermission(member(role), action)).not.toThrow();
    });
  }

  for (const { action, role } of cases.filter((entry) => !entry.allowed)) {
    it(`${role} may not ${action}`, () => {
      expect(can(member(role), action)).toEqual({
        allowed: false,
        reason: `Votre rôle (${ROLE_NAMES[role]}) ne permet pas cette action : ${ACTION_NAMES[action]}.`,
      });
      expect(() => requirePermission(member(role), action)).toThrow(AppError);
    });
  }

  it('refuses with the 403 every refusal answered so far', () => {
    let refusal: unknown;
    try {
      requirePermission(member('viewer'), 'create_content');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).statusCode).toBe(403);
    expect((refusal as AppError).toBody()).toEqual({
      success: false,
      code: 'http.forbidden',
      message: "Vous n'avez pas les permissions nécessaires",
    });
  });

  it('gives an unknown role nothing, not even reading', () => {
    for (const action of PERMISSION_ACTIONS) expect(can(member('owner'), action).allowed).toBe(false);
    expect(can(member('owner'), 'view_statistics').reason).toBe('Votre rôle (owner) ne permet pas cette action : voir les statistiques.');
  });
});
