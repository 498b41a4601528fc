import { UI_TIMINGS } from '@publia/shared';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * True for one second (the bell's swing) each time a notification the page had not seen arrives.
 * What is there at the first load does not count as an arrival.
 */
export function usePulseOnArrival(ids: readonly string[] | undefined): boolean {
  const seen = useRef<Set<string> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [pulsing, setPulsing] = useState(false);

  // Before the paint: the new count and the pulse show in the same frame.
  useLayoutEffect(() => {
    if (!ids) return;
    if (!seen.current) {
      seen.current = new Set(ids);
      return;
    }
    const known = seen.current;
    const arrived = ids.some((id) => !known.has(id));
    for (const id of ids) known.add(id);
    if (!arrived) return;
    setPulsing(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setPulsing(false), UI_TIMINGS.bellPulseMs);
  }, [ids]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return pulsing;
}
