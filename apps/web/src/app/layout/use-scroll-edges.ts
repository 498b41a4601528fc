import { useCallback, useEffect, useState, type RefObject } from 'react';
import { scrollBehavior } from '../../lib/scroll-behavior.ts';

/**
 * Whether a sideways-scrolling list has more to show on its left and on its right, kept up to
 * date as it scrolls and as the window changes width.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>) {
  const [more, setMore] = useState({ left: false, right: false });
  const measure = useCallback(() => {
    const list = ref.current;
    if (!list) return;
    // 2 px of slack: zoomed screens stop a fraction of a pixel short of the end.
    const left = list.scrollLeft > 2;
    const right = list.scrollLeft + list.clientWidth < list.scrollWidth - 2;
    setMore((previous) => (previous.left === left && previous.right === right ? previous : { left, right }));
  }, [ref]);

  useEffect(() => {
    const list = ref.current;
    // Measured when the browser lays the list out (first, then at each change of its size), not by
    // asking for a layout of its own in the middle of the page's first render.
    if (list && typeof ResizeObserver !== 'undefined') {
      const observer = new ResizeObserver(measure);
      observer.observe(list);
      return () => observer.disconnect();
    }
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, ref]);

  /** Scrolls most of a screen towards `side`, keeping one tab of the previous view as a landmark. */
  const page = (side: 'left' | 'right') => {
    const list = ref.current;
    if (!list) return;
    list.scrollBy({ left: (side === 'right' ? 1 : -1) * list.clientWidth * 0.75, behavior: scrollBehavior() });
  };

  return { more, onScroll: measure, page };
}
