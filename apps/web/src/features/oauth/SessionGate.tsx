import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ConnectionErrorScreen } from '../auth/ConnectionErrorScreen.tsx';
import { loginPathFrom } from '../auth/safe-redirect.ts';
import { useSessionQuery } from '../auth/session.ts';
import { FullPageSpinner } from '../../ui/Spinner.tsx';

/**
 * The OAuth return pages sit outside the protected layout but act for the signed-in user (their
 * calls carry the session cookie and its CSRF token): wait for the session, send a visitor to
 * /login with the whole return address (its code and state are still unused), then show `children`.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const session = useSessionQuery();
  const { pathname, search } = useLocation();
  if (session.data?.status === 'authenticated') return children;
  if (session.data) return <Navigate to={loginPathFrom(`${pathname}${search}`)} replace />;
  if (session.isError) return <ConnectionErrorScreen detail={session.error.message} />;
  return <FullPageSpinner />;
}
