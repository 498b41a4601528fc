import type { TeamRole } from '@publia/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, json, mockFetch, session } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { account, createServer } from './create.test-support.ts';

afterEach(() => vi.unstubAllGlobals());

const as = (role: TeamRole) => mockFetch(createServer([account('twitter')], { 'GET /api/auth/me': () => json(200, { ...session, workspace: { ...session.workspace, role } }) }));

describe('create screen: what the role may do', () => {
  it('a viewer is told up front that creating is not theirs, and is given nothing to upload, generate or save', async () => {
    const fetchMock = as('viewer');
    renderApp('/create?draft=c1');
    const notice = await screen.findByTestId('create-read-only');
    expect(notice.textContent).toContain(
      "Votre rôle de lecteur permet de consulter le contenu de l'espace, pas d'en créer : importer un média, générer et publier sont réservés aux administrateurs et aux éditeurs.",
    );
    expect(within(notice).getByRole('link', { name: 'Voir les publications' }).getAttribute('href')).toBe('/publications');
    expect(screen.queryByTestId('media-input')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Générer du contenu' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Importer photo' })).toBeNull();
    // The draft named in the address is not read: there is nothing the viewer could do with it here.
    expect(callsOf(fetchMock)).not.toContain('GET /api/content/c1');
  });

  it.each(['admin', 'editor'] as const)('the %s role gets the whole screen, without the notice', async (role) => {
    as(role);
    renderApp('/create');
    await screen.findByRole('tab', { name: 'Importer photo', selected: true });
    expect(screen.getByTestId('media-input')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Générer du contenu' })).toBeTruthy();
    expect(screen.queryByTestId('create-read-only')).toBeNull();
  });
});
