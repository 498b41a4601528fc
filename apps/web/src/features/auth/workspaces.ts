import type { SwitchedSessionResponse } from '@publia/shared';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { setCsrfToken } from '../../lib/api-client.ts';
import { sessionQueryKey, setSessionState } from './session.ts';
import { listWorkspaces, switchWorkspace } from './workspaces-api.ts';

export const workspacesQueryKey = ['workspaces'] as const;

/** The user's workspaces, their role in each; kept a minute. */
export function useWorkspaces() {
  return useQuery({ queryKey: workspacesQueryKey, queryFn: ({ signal }) => listWorkspaces(signal), staleTime: 60_000 });
}

/**
 * The session now acts in another workspace (joined, switched to, or the one left for): it is
 * recorded as sign-in records it, and everything read in the previous workspace is read again, so
 * that no page shows the other workspace's posts, counts or notifications.
 */
export function enterWorkspace(queryClient: QueryClient, answer: SwitchedSessionResponse, keep: readonly string[] = []): void {
  const { user, workspace, csrfToken } = answer;
  setCsrfToken(csrfToken);
  setSessionState(queryClient, { status: 'authenticated', session: { user, workspace, csrfToken } });
  const kept = new Set<unknown>([sessionQueryKey[0], ...keep]);
  void queryClient.resetQueries({ predicate: (query) => !kept.has(query.queryKey[0]) });
}

/**
 * Switches to another of the user's workspaces; `then` says what follows (going home, a toast).
 * Given to the mutation itself, they run even if the menu that asked has closed meanwhile.
 */
export function useSwitchWorkspace(then: { onSuccess: (answer: SwitchedSessionResponse) => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchWorkspace,
    onSuccess: (answer) => {
      enterWorkspace(queryClient, answer);
      then.onSuccess(answer);
    },
    onError: then.onError,
  });
}
