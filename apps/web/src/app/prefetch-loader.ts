import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import type { SessionState } from '../features/auth/api.ts';
import { sessionQuery } from '../features/auth/session.ts';

/** Starts a page's (or the layout's) queries in the query cache, with the keys and functions its components read. */
export type Prefetch = (queryClient: QueryClient) => Promise<unknown>;

/**
 * The session once it is known. Waits for the session query the app started (`App.tsx`) or the
 * guard's own, without asking for it itself (`enabled: false`): the guard decides when it is asked.
 * Never resolves when it cannot be read (the guard then shows the connection error).
 */
function knownSession(queryClient: QueryClient): Promise<SessionState> {
  return new Promise((resolve) => {
    const known = queryClient.getQueryData<SessionState>(sessionQuery.queryKey);
    if (known) return resolve(known);
    const observer = new QueryObserver(queryClient, { ...sessionQuery, enabled: false });
    const unsubscribe = observer.subscribe(({ data, isError }) => {
      if (data === undefined && !isError) return;
      unsubscribe();
      if (data !== undefined) resolve(data);
    });
  });
}

/**
 * A route's `loader` that starts its page's queries while the page's code is being fetched, so that
 * the page's first render usually has its answers already, instead of render → fetch → render again
 * (on a slow phone each of those renders is a long task). Nothing is awaited and nothing is returned:
 * the page renders as soon as its code is there, with its loading states if the answers are slower.
 *
 * Only for a signed-in visitor: asked without a session, the API answers 401, which the app takes for
 * an expired session. `load` brings the code that starts the queries — for a page, its own small
 * chunk, fetched at once alongside the page's. A failure is the page's own to show when it renders:
 * ignored here.
 */
export function prefetchLoader(queryClient: QueryClient, load: () => Promise<Prefetch>) {
  return () => {
    void Promise.all([knownSession(queryClient), load()])
      .then(([state, prefetch]) => (state.status === 'authenticated' ? prefetch(queryClient) : undefined))
      .catch(() => {});
    return null;
  };
}
