import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { endSession } from '../features/auth/session.ts';
import { CLIENT_ERROR_CODES, isApiError, setUnauthorizedHandler } from '../lib/api-client.ts';
import { I18nProvider } from '../lib/i18n/index.ts';
import { ToastProvider } from '../ui/toast/index.ts';
import { AppErrorBoundary } from './ErrorScreen.tsx';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Retry only what may pass a second time: a dropped connection or a server hiccup.
        retry: (failureCount, error) => failureCount < 2 && isApiError(error) && (error.code === CLIENT_ERROR_CODES.network || error.status >= 500),
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * Tells the API client what a 401 does: forget the session and everything cached; the guard then
 * shows "Session expirée, veuillez vous reconnecter" and sends the user to /login?from={path}.
 */
export function SessionExpiryBridge() {
  const queryClient = useQueryClient();
  useEffect(() => setUnauthorizedHandler(() => endSession(queryClient, { status: 'anonymous', expired: true })), [queryClient]);
  return null;
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nProvider>
      <AppErrorBoundary>
        <ToastProvider>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </ToastProvider>
      </AppErrorBoundary>
    </I18nProvider>
  );
}
