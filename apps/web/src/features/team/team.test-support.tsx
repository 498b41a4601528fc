import type { AuditEntry, TeamMember, TeamResponse, TeamRole } from '@publia/shared';
import type { RouteObject } from 'react-router';
import { ProtectedLayout } from '../../app/ProtectedLayout.tsx';
import { json, mockFetch, session, type Handler } from '../../test/fetch-mock.ts';
import { AuditLogPage } from './AuditLogPage.tsx';
import { InvitationPage } from './InvitationPage.tsx';
import { TeamAccessPage } from './TeamAccessPage.tsx';

/** The team pages in the protected layout, the invitation page outside it; other pages are markers. */
export const teamRoutes: RouteObject[] = [
  { path: 'invitation', element: <InvitationPage /> },
  { path: 'login', element: <p data-testid="page-login">Connexion</p> },
  { path: 'register', element: <p data-testid="page-register">Inscription</p> },
  {
    element: <ProtectedLayout />,
    children: [
      { index: true, element: <p data-testid="page-home">Accueil</p> },
      { path: 'settings/team-access', element: <TeamAccessPage /> },
      { path: 'settings/audit-log', element: <AuditLogPage /> },
      { path: '*', element: <p data-testid="page-other">Autre page</p> },
    ],
  },
];

export function aMember(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    id: 'u1',
    name: 'Marie Curie',
    email: 'marie.curie@exemple.fr',
    role: 'admin',
    status: 'active',
    initials: 'MC',
    since: '2026-01-01T00:00:00.000Z',
    expiresAt: null,
    isSelf: true,
    avatarUrl: null,
    publishedLast30Days: null,
    ...overrides,
  };
}

export const jean = aMember({ id: 'u2', name: 'Jean Dupont', email: 'jean.dupont@exemple.fr', role: 'editor', initials: 'JD', isSelf: false });
export const invited = aMember({
  id: 'inv-1',
  name: 'lea@exemple.fr',
  email: 'lea@exemple.fr',
  role: 'viewer',
  status: 'pending',
  initials: 'LE',
  expiresAt: '2026-03-08T10:00:00.000Z',
  isSelf: false,
});

export function aTeam(members: TeamMember[] = [aMember(), jean, invited], overrides: Partial<TeamResponse['data']> = {}): TeamResponse['data'] {
  return {
    members,
    activeCount: members.filter((member) => member.status === 'active').length,
    pendingCount: members.filter((member) => member.status === 'pending').length,
    limit: 10,
    plan: 'Business',
    ...overrides,
  };
}

export function anEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 'a1',
    action: 'member.role_changed',
    actorId: 'u1',
    actorName: 'Marie Curie',
    target: 'jean.dupont@exemple.fr',
    details: { from: 'editor', to: 'viewer' },
    ip: '203.0.113.7',
    createdAt: '2026-03-01T09:30:00.000Z',
    ...overrides,
  };
}

/** The signed-in session, with the role asked for. */
export const sessionAs = (role: TeamRole) => ({ ...session, workspace: { ...session.workspace, role } });

/** A signed-in member on the team pages: the layout's calls, the team, the approval rule; `extra` adds or replaces. */
export function teamServer(options: { role?: TeamRole; team?: TeamResponse['data']; extra?: Record<string, Handler> } = {}) {
  return mockFetch({
    'GET /api/auth/me': () => json(200, sessionAs(options.role ?? 'admin')),
    'GET /api/content/counts': () => json(200, { success: true, data: { pending: 0, scheduled: 0 } }),
    'GET /api/notifications': () => json(200, { success: true, data: [], unreadCount: 0 }),
    'GET /api/team': () => json(200, { success: true, data: options.team ?? aTeam() }),
    'GET /api/workspace/approval': () => json(200, { success: true, data: { mode: 'none' } }),
    ...options.extra,
  });
}

/** The JSON body a call sent. */
export const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;
