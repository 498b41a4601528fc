import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { SessionState } from '../features/auth/api.ts';
import { ConnectionErrorScreen } from '../features/auth/ConnectionErrorScreen.tsx';
import { loginPathFrom } from '../features/auth/safe-redirect.ts';
import { setSessionState, useSessionQuery } from '../features/auth/session.ts';
import { useT } from '../lib/i18n/index.ts';
import { FullPageSpinner } from '../ui/Spinner.tsx';
import { useToast } from '../ui/toast/index.ts';
import { AppLayout } from './layout/AppLayout.tsx';

/** Sends a visitor to /login?from={path}; says so first when their session expired. */
function RedirectToLogin({ state }: { state: SessionState & { status: 'anonymous' } }) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  const told = useRef(false);

  useEffect(() => {
    if (!state.expired || told.current) return;
    told.current = true;
    toast.error(t('errors.sessionExpired'));
    // Told once: coming back to a protected page later is a plain visit.
    setSessionState(queryClient, { status: 'anonymous', expired: false });
  }, [state.expired, toast, t, queryClient]);

  return <Navigate to={state.loggedOut ? '/login' : loginPathFrom(`${pathname}${search}`)} replace />;
}

/**
 * The auth guard: checking → spinner; error → Connection Error screen;
 * authenticated → the layout and the page; unauthenticated → /login.
 */
export function ProtectedLayout() {
  const sessionQuery = useSessionQuery();
  const state = sessionQuery.data;

  if (state?.status === 'authenticated') {
    return (
      <AppLayout user={state.session.user}>
        <Outlet />
      </AppLayout>
    );
  }
  if (state) return <RedirectToLogin state={state} />;
  if (sessionQuery.isError) return <ConnectionErrorScreen detail={sessionQuery.error.message} />;
  return <FullPageSpinner />;
}
