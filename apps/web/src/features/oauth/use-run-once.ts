import { useEffect, useRef, useState } from 'react';

export type RunOutcome<T> = { status: 'pending' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

/**
 * Runs `start` once for the life of the component and reports its outcome. React's StrictMode
 * mounts, unmounts and mounts again in development: the second mount reuses the first promise, so
 * a single-use request (an OAuth state) is sent exactly once.
 */
export function useRunOnce<T>(start: () => Promise<T>): RunOutcome<T> {
  const startRef = useRef(start);
  const promise = useRef<Promise<T> | null>(null);
  const [outcome, setOutcome] = useState<RunOutcome<T>>({ status: 'pending' });

  useEffect(() => {
    promise.current ??= startRef.current();
    let live = true;
    promise.current.then(
      (data) => {
        if (live) setOutcome({ status: 'success', data });
      },
      (error: unknown) => {
        if (live) setOutcome({ status: 'error', error });
      },
    );
    return () => {
      live = false;
    };
  }, []);

  return outcome;
}
