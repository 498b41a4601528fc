import type { SessionResponse } from '@publia/shared';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fetchSession, logout, type SessionState } from './api.ts';

export const sessionQueryKey = ['session'] as const;

/** The `['session']` query on /api/auth/me, shared by the guard, the layout and the public pages. */
export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => fetchSession(signal),
  staleTime: 5 * 60_000,
  retry: false,
});

export function useSessionQuery() {
  return useQuery(sessionQuery);
}

/** The signed-in session, or null for a visitor or while loading. */
export function useSession(): SessionResponse | null {
  const { data } = useSessionQuery();
  return data?.status === 'authenticated' ? data.session : null;
}

export function setSessionState(queryClient: QueryClient, state: SessionState): void {
  queryClient.setQueryData<SessionState>(sessionQueryKey, state);
}

/**
 * Forgets everything cached for the previous user and records the new session state; the guard
 * then sends the user to /login.
 */
export function endSession(queryClient: QueryClient, state: SessionState & { status: 'anonymous' }): void {
  void queryClient.cancelQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  setSessionState(queryClient, state);
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => endSession(queryClient, { status: 'anonymous', expired: false, loggedOut: true }),
  });
}
