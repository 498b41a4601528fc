import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { FullPageSpinner } from '../../ui/Spinner.tsx';
import { ConnectionErrorScreen } from './ConnectionErrorScreen.tsx';
import { isServerPage, safeRedirectPath } from './safe-redirect.ts';
import { useSessionQuery } from './session.ts';

/**
 * For /login and /register: a spinner while the session is checked, the Connection Error screen
 * when the server cannot be reached, and the `from` page (or "/") once signed in.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const sessionQuery = useSessionQuery();
  const [params] = useSearchParams();
  if (sessionQuery.data?.status === 'authenticated') {
    const target = safeRedirectPath(params.get('from'));
    // The server's own pages (an assistant's consent page) are not routes of this app: the browser loads them.
    if (isServerPage(target)) {
      window.location.replace(target);
      return <FullPageSpinner />;
    }
    return <Navigate to={target} replace />;
  }
  if (sessionQuery.data) return children;
  if (sessionQuery.isError) return <ConnectionErrorScreen detail={sessionQuery.error.message} />;
  return <FullPageSpinner />;
}
