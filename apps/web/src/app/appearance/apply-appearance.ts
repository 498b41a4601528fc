import type { Appearance } from './appearance-storage.ts';

/** The browser bar's colour (index.html's theme-color): the brand's indigo, or the dark surface. */
export const THEME_COLORS = { light: '#4f46e5', dark: '#141925' } as const;

/**
 * Puts the appearance on <html>, where themes.css and index.css read it: `data-theme`,
 * `data-accent`, `data-reduce-motion` (absent: follow the system) and the root font size, which
 * every rem of the interface follows.
 *
 * public/appearance-boot.js does the same from this browser's copy (appearance-storage.ts) before
 * the first paint, so that a dark-theme user never sees the page flash white: a classic blocking
 * script of <head>, since the Content-Security-Policy allows no inline script. Both must put the
 * same attributes: appearance-boot.test.ts runs the script against this function.
 */
export function applyAppearance(appearance: Appearance, root: HTMLElement = document.documentElement): void {
  root.setAttribute('data-theme', appearance.theme);
  root.setAttribute('data-accent', appearance.accentColor);
  if (appearance.reduceMotion === null) root.removeAttribute('data-reduce-motion');
  else root.setAttribute('data-reduce-motion', String(appearance.reduceMotion));
  root.style.fontSize = `${appearance.textSize}%`;
  root.ownerDocument.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[appearance.theme]);
}
