import { DEFAULT_PUBLICATION_SETTINGS, NETWORKS, type NetworkStatus, type SocialAccount } from '@publia/shared';
import { json, session, type Handler } from '../../test/fetch-mock.ts';

/** A connected account as the server describes it; override what the test is about. */
export function account(overrides: Partial<SocialAccount> = {}): SocialAccount {
  return {
    id: 'acc-1',
    platform: 'instagram',
    username: 'atelier_lumiere',
    displayName: 'Atelier Lumière',
    profilePictureUrl: null,
    followers: 12_345,
    isConnected: true,
    lastSynced: new Date(Date.now() - 5 * 60_000).toISOString(),
    error: null,
    status: 'active',
    sandbox: true,
    settings: {},
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export const allSandboxed: NetworkStatus[] = NETWORKS.map((platform) => ({ platform, sandbox: true, usesPkce: false }));
export const noneSandboxed: NetworkStatus[] = NETWORKS.map((platform) => ({ platform, sandbox: false, usesPkce: false }));

/** The requests of a signed-in user on the networks pages, with the given accounts. */
export function networksServer(accounts: SocialAccount[], extra: Record<string, Handler> = {}, networks: NetworkStatus[] = allSandboxed): Record<string, Handler> {
  return {
    'GET /api/auth/me': () => json(200, session),
    'GET /api/networks': () => json(200, { success: true, data: networks }),
    'GET /api/social-accounts': () => json(200, { success: true, data: accounts }),
    'GET /api/workspace/publication-settings': () => json(200, { success: true, data: DEFAULT_PUBLICATION_SETTINGS }),
    'GET /api/links/settings': () => json(200, { success: true, data: { shortenLinks: false, defaultCampaign: null } }),
    'GET /api/links/bio': () => json(200, { success: true, data: { name: null, color: '#4f46e5', links: [] } }),
    ...extra,
  };
}

/** Text as a user reads it: French number and date formats use (narrow) no-break spaces. */
export const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
