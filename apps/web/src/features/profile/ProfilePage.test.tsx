import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { aUsage } from '../billing/billing.test-support.tsx';
import { account } from '../networks/test-fixtures.ts';
import { aProfile, profileServer } from '../settings/profile/profile.test-support.ts';

afterEach(() => vi.unstubAllGlobals());

describe('/profile', () => {
  it('shows the summary, the personal information, the connected accounts and the plan, all from the server', async () => {
    mockFetch(
      profileServer(aProfile({ phone: null }), {
        'GET /api/social-accounts': () =>
          json(200, { success: true, data: [account(), account({ id: 'acc-2', platform: 'linkedin', username: 'atelier', status: 'issue', error: 'jeton expiré' })] }),
        'GET /api/subscription/usage': () =>
          json(200, { success: true, data: aUsage({ usage: { contentGenerationUsed: 12, scheduledPostsUsed: 3, teamMembersUsed: 2, socialAccountsUsed: 2 } }) }),
      }),
    );
    renderApp('/profile');
    const summary = await screen.findByTestId('profile-summary');
    expect(within(summary).getByTestId('profile-summary-name').textContent).toBe('Marie Curie');
    expect(within(summary).getByTestId('profile-summary-role').textContent).toBe('Administrateur');
    expect(summary.textContent).toContain('Espace de Marie');
    expect(summary.textContent).toContain('Membre depuis le 1 janvier 2026');
    expect(within(summary).getByTestId('profile-avatar-initials').textContent).toBe('MC');

    expect(screen.getByTestId('profile-info-first-name').textContent).toBe('Marie');
    expect(screen.getByTestId('profile-info-phone').textContent).toBe('Non renseigné');
    expect(screen.getByTestId('profile-edit-link').getAttribute('href')).toBe('/settings?tab=profile');

    const accounts = await screen.findAllByTestId('profile-account');
    expect(accounts.map((item) => item.textContent)).toEqual([expect.stringContaining('Connecté'), expect.stringContaining('Problème')]);

    expect((await screen.findByTestId('profile-plan-name')).textContent).toBe('Plan Professional');
    expect(screen.getByTestId('profile-usage-contentGeneration').textContent).toContain('12');
  });
});

describe('/confirm-email', () => {
  it('confirms the link at once and says so', async () => {
    const bodies: unknown[] = [];
    mockFetch({
      'GET /api/auth/me': () => json(401, { success: false, code: 'auth.unauthenticated', message: 'Non connecté.' }),
      'POST /api/profile/email/confirm': (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return json(200, { success: true, message: 'Votre adresse e-mail est maintenant nouvelle@exemple.fr.' });
      },
    });
    renderApp('/confirm-email?token=abc');
    expect((await screen.findByTestId('confirm-email-done')).textContent).toBe('Votre adresse e-mail est maintenant nouvelle@exemple.fr.');
    expect(bodies).toEqual([{ token: 'abc' }]);
  });

  it('says when the link is invalid', async () => {
    mockFetch({
      'GET /api/auth/me': () => json(401, { success: false, code: 'auth.unauthenticated', message: 'Non connecté.' }),
      'POST /api/profile/email/confirm': () =>
        json(400, { success: false, code: 'profile.emailLinkInvalid', field: 'token', message: 'Ce lien de confirmation est invalide, expiré ou déjà utilisé.' }),
    });
    renderApp('/confirm-email?token=vieux');
    expect((await screen.findByTestId('confirm-email-error')).textContent).toBe('Ce lien de confirmation est invalide, expiré ou déjà utilisé.');
  });
});
