import type { appearanceMessagesFr } from './fr.ts';

export const appearanceMessagesEs: Record<keyof typeof appearanceMessagesFr, string> = {
  'appearance.invalidTheme': 'Tema desconocido: «{value}». Elija entre: {allowed}.',
  'appearance.invalidAccentColor': 'Color de acento desconocido: «{value}». Elija entre: {allowed}.',
  'appearance.invalidTextSize': 'Tamaño de texto no válido: {value}. Elija entre {min} y {max} %.',
  'appearance.invalidLocale': 'Idioma desconocido: «{value}». Elija entre: {allowed}.',
};
