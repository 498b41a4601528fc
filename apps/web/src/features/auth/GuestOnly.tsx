import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { FullPageSpinner } from '../../ui/Spinner.tsx';
import { ConnectionErrorScreen } from './ConnectionErrorScreen.tsx';
import { safeRedirectPath } from './safe-redirect.ts';
import { useSessionQuery } from './session.ts';

/**
 * For /login and /register: a spinner while the session is checked, the Connection Error screen
 * when the server cannot be reached, and the `from` page (or "/") once signed in.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const sessionQuery = useSessionQuery();
  const [params] = useSearchParams();
  if (sessionQuery.data?.status === 'authenticated') {
    return <Navigate to={safeRedirectPath(params.get('from'))} replace />;
  }
  if (sessionQuery.data) return children;
  if (sessionQuery.isError) return <ConnectionErrorScreen detail={sessionQuery.error.message} />;
  return <FullPageSpinner />;
}
