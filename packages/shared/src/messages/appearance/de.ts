import type { appearanceMessagesFr } from './fr.ts';

export const appearanceMessagesDe: Record<keyof typeof appearanceMessagesFr, string> = {
  'appearance.invalidTheme': 'Unbekanntes Design: „{value}“. Wählen Sie aus: {allowed}.',
  'appearance.invalidAccentColor': 'Unbekannte Akzentfarbe: „{value}“. Wählen Sie aus: {allowed}.',
  'appearance.invalidTextSize': 'Ungültige Textgröße: {value}. Wählen Sie einen Wert zwischen {min} und {max} %.',
  'appearance.invalidLocale': 'Unbekannte Sprache: „{value}“. Wählen Sie aus: {allowed}.',
};
