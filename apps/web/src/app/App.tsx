import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { sessionQuery } from '../features/auth/session.ts';
import { AppearanceSync } from './appearance/AppearanceSync.tsx';
import { AppProviders, createQueryClient } from './providers.tsx';
import { PwaShell } from './pwa/PwaShell.tsx';
import { createRoutes } from './routes.tsx';

function startQueryClient() {
  const queryClient = createQueryClient();
  // Who is there decides what every page shows: asked at once, while the router fetches the
  // page's code, rather than once that code has arrived.
  void queryClient.prefetchQuery(sessionQuery);
  return queryClient;
}

export function App() {
  const [queryClient] = useState(startQueryClient);
  const [router] = useState(() => createBrowserRouter(createRoutes(queryClient)));
  return (
    <AppProviders queryClient={queryClient}>
      <AppearanceSync />
      <RouterProvider router={router} />
      <PwaShell />
    </AppProviders>
  );
}
