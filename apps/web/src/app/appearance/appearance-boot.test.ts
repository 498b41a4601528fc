import { afterEach, describe, expect, it } from 'vitest';
import { storeAppearance, type Appearance } from './appearance-storage.ts';
import { applyAppearance, THEME_COLORS } from './apply-appearance.ts';
import bootScript from '../../../public/appearance-boot.js?raw';

// The script index.html loads before the first paint, run as the browser runs it.
const boot = new Function(bootScript) as () => void;

const root = document.documentElement;

function reset() {
  for (const name of ['data-theme', 'data-accent', 'data-reduce-motion']) root.removeAttribute(name);
  root.style.fontSize = '';
  root.lang = 'fr';
  document.head.innerHTML = `<meta name="theme-color" content="${THEME_COLORS.light}" />`;
}

/** What <html> says, as the styles read it. */
function shown() {
  return {
    theme: root.getAttribute('data-theme'),
    accent: root.getAttribute('data-accent'),
    reduceMotion: root.getAttribute('data-reduce-motion'),
    fontSize: root.style.fontSize,
    lang: root.lang,
    themeColor: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
  };
}

afterEach(reset);

describe('appearance-boot.js (before the first paint)', () => {
  it.each<Appearance>([
    { theme: 'dark', accentColor: 'green', textSize: 115, reduceMotion: true },
    { theme: 'light', accentColor: 'pink', textSize: 80, reduceMotion: false },
    { theme: 'dark', accentColor: 'primary', textSize: 120, reduceMotion: null },
  ])('puts on <html> what the app kept (%j), as the app itself would', (appearance) => {
    reset();
    storeAppearance(appearance);
    window.localStorage.setItem('publia_locale', 'de');
    boot();
    const booted = shown();
    reset();
    applyAppearance(appearance);
    expect(booted).toEqual({ ...shown(), lang: 'de' });
    expect(booted.theme).toBe(appearance.theme);
    expect(booted.fontSize).toBe(`${appearance.textSize}%`);
  });

  it('keeps the defaults for a first visit and for values it does not know', () => {
    reset();
    boot();
    expect(shown()).toEqual({ theme: null, accent: null, reduceMotion: null, fontSize: '', lang: 'fr', themeColor: THEME_COLORS.light });
    for (const [key, value] of [
      ['theme', 'sepia'],
      ['accentColor', 'purple'],
      ['publia_text_size', '130'],
      ['publia_reduce_motion', 'maybe'],
      ['publia_locale', 'it'],
    ]) {
      window.localStorage.setItem(key!, value!);
    }
    boot();
    expect(shown()).toEqual({ theme: null, accent: null, reduceMotion: null, fontSize: '', lang: 'fr', themeColor: THEME_COLORS.light });
  });
});
