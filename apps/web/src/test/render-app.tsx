import type { Locale } from '@publia/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createQueryClient } from '../app/providers.tsx';
import { createRoutes, PAGES } from '../app/routes.tsx';
import { I18nProvider } from '../lib/i18n/index.ts';
import { ToastProvider } from '../ui/toast/index.ts';
import { AppErrorBoundary } from '../app/ErrorScreen.tsx';

// The app fetches a page's code on its first visit, and a navigation waits for it: loaded here once,
// a test's navigation (a redirect after 1.5 s of fake time) lands as it does for a returning user.
await Promise.all(Object.values(PAGES).map((load) => load()));

/**
 * Renders the whole app (or the given routes: a list, or made from the app's routes for the query
 * client of the test) at `path`, with fresh providers.
 */
export function renderApp(path: string, options: { routes?: RouteObject[] | ((appRoutes: RouteObject[]) => RouteObject[]); locale?: Locale } = {}) {
  const queryClient = createQueryClient();
  const appRoutes = createRoutes(queryClient);
  const routes = typeof options.routes === 'function' ? options.routes(appRoutes) : (options.routes ?? appRoutes);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <I18nProvider locale={options.locale ?? 'fr'}>
      <AppErrorBoundary>
        <ToastProvider>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </ToastProvider>
      </AppErrorBoundary>
    </I18nProvider>,
  );
  return { ...view, router, queryClient };
}

/** Current address of the router, path and search. */
export function currentPath(router: { state: { location: { pathname: string; search: string } } }): string {
  return `${router.state.location.pathname}${router.state.location.search}`;
}
