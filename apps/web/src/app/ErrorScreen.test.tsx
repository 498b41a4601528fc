import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../lib/i18n/index.ts';
import { AppErrorBoundary, RouteErrorScreen } from './ErrorScreen.tsx';
import { lazyPage } from './lazy-page.ts';
import { createQueryClient } from './providers.tsx';

/** Throws `error` while `broken` is true (React renders twice before giving up, so a counter would not do). */
let broken = false;
function Fragile({ error }: { error: unknown }) {
  if (broken) throw error;
  return <p>Tout va bien</p>;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  broken = false;
  vi.restoreAllMocks();
});

describe('app-wide error boundary', () => {
  it('shows "Une erreur est survenue", the message, retry and back-to-home; retry renders again', async () => {
    const user = userEvent.setup();
    broken = true;
    render(
      <I18nProvider locale="fr">
        <AppErrorBoundary>
          <Fragile error={new Error('Impossible de lire la publication')} />
        </AppErrorBoundary>
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Une erreur est survenue' })).toBeTruthy();
    expect(screen.getByText('Impossible de lire la publication')).toBeTruthy();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/');
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(screen.getByText('Tout va bien')).toBeTruthy();
  });

  it('says "Erreur inconnue" when the error carries no message', () => {
    broken = true;
    render(
      <I18nProvider locale="fr">
        <AppErrorBoundary>
          <Fragile error={{}} />
        </AppErrorBoundary>
      </I18nProvider>,
    );
    expect(screen.getByText('Erreur inconnue')).toBeTruthy();
  });

  it('catches errors of a page inside the router too', async () => {
    const user = userEvent.setup();
    broken = true;
    const router = createMemoryRouter([{ path: '/', element: <Fragile error={new Error('Page cassée')} />, errorElement: <RouteErrorScreen /> }], { initialEntries: ['/'] });
    render(
      <I18nProvider locale="fr">
        <QueryClientProvider client={createQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>,
    );
    expect(await screen.findByText('Page cassée')).toBeTruthy();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Tout va bien')).toBeTruthy();
  });

  it('a page whose code cannot be fetched says so in French and offers a reload, not a retry', async () => {
    const user = userEvent.setup();
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    const router = createMemoryRouter(
      [
        {
          path: '/',
          lazy: lazyPage(
            () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
            () => null,
          ),
          errorElement: <RouteErrorScreen />,
          hydrateFallbackElement: <p>Chargement…</p>,
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <I18nProvider locale="fr">
        <QueryClientProvider client={createQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>,
    );
    expect(await screen.findByRole('heading', { name: "La page n'a pas pu être chargée" })).toBeTruthy();
    expect(screen.getByText(/Vérifiez votre connexion, puis rechargez la page/)).toBeTruthy();
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Recharger la page' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
