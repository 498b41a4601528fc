import { UI_TIMINGS } from '@publia/shared';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

export interface RedirectLater {
  /** The page the user is on now: taken when an action starts. */
  here: () => string;
  /**
   * Goes to `path` once the user has had time to read the toast (1.5 s), only if
   * they are still on `from`, the page where the action started: an action that took long (a
   * publish waits up to 30 s) never pulls them away from the page they went to since.
   */
  later: (path: string, from: string) => void;
}

export function useRedirectLater(): RedirectLater {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = useRef(pathname);
  const mounted = useRef(true);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    current.current = pathname;
  }, [pathname]);
  useEffect(() => {
    const pending = timers.current;
    mounted.current = true;
    return () => {
      mounted.current = false;
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);
  return useMemo(
    () => ({
      here: () => current.current,
      later: (path: string, from: string) => {
        const stillThere = () => mounted.current && current.current === from;
        if (!stillThere()) return;
        const timer = setTimeout(() => {
          timers.current.delete(timer);
          if (stillThere()) void navigate(path);
        }, UI_TIMINGS.redirectAfterActionMs);
        timers.current.add(timer);
      },
    }),
    [navigate],
  );
}
