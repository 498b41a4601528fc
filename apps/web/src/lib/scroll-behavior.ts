/**
 * How a scroll the code starts should move: smoothly, unless the user asked for fewer animations —
 * in Préférences (`data-reduce-motion` on <html>) or, when they chose nothing there, in their
 * system's settings. A stylesheet cannot stop a scroll asked for with `behavior: 'smooth'`.
 */
export function scrollBehavior(root: HTMLElement = document.documentElement): ScrollBehavior {
  const chosen = root.getAttribute('data-reduce-motion');
  if (chosen === 'true') return 'auto';
  if (chosen === 'false') return 'smooth';
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}
