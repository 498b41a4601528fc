import type { User } from '@publia/shared';

/** What the interface looks like for the user: Paramètres → Préférences, less the language and zone. */
export type Appearance = Pick<User, 'theme' | 'accentColor' | 'textSize' | 'reduceMotion'>;

/**
 * The keys this browser keeps the user's appearance under, read before the first paint by
 * public/appearance-boot.js. `theme` and `accentColor` are the names the browser has always used.
 */
const APPEARANCE_KEYS = {
  theme: 'theme',
  accentColor: 'accentColor',
  textSize: 'publia_text_size',
  reduceMotion: 'publia_reduce_motion',
} as const;

/** Keeps the appearance for the next visit's first paint; null (follow the system) removes the key. */
export function storeAppearance(appearance: Appearance): void {
  try {
    const storage = window.localStorage;
    storage.setItem(APPEARANCE_KEYS.theme, appearance.theme);
    storage.setItem(APPEARANCE_KEYS.accentColor, appearance.accentColor);
    storage.setItem(APPEARANCE_KEYS.textSize, String(appearance.textSize));
    if (appearance.reduceMotion === null) storage.removeItem(APPEARANCE_KEYS.reduceMotion);
    else storage.setItem(APPEARANCE_KEYS.reduceMotion, String(appearance.reduceMotion));
  } catch {
    // Private browsing may refuse storage: the page still shows the appearance, the next visit starts light.
  }
}
