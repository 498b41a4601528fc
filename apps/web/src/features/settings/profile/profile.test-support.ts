import type { Profile } from '@publia/shared';
import { json, session, type Handler } from '../../../test/fetch-mock.ts';

export function aProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    firstName: 'Marie',
    lastName: 'Curie',
    name: 'Marie Curie',
    email: session.user.email,
    phone: '+33612345678',
    avatarUrl: null,
    pendingEmail: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The calls the layout and the settings page make around the profile, plus the profile's own. */
export function profileServer(profile: Profile, extra: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    'GET /api/auth/me': () => json(200, session),
    'GET /api/content/counts': () => json(200, { success: true, data: { pending: 0, scheduled: 0 } }),
    'GET /api/notifications': () => json(200, { success: true, data: [], unreadCount: 0 }),
    'GET /api/subscription/usage': () => json(500, { success: false, code: 'http.500', message: 'Erreur interne' }),
    'GET /api/profile': () => json(200, { success: true, data: profile }),
    ...extra,
  };
}
