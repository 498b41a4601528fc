import type { appearanceMessagesFr } from './fr.ts';

export const appearanceMessagesEn: Record<keyof typeof appearanceMessagesFr, string> = {
  'appearance.invalidTheme': 'Unknown theme: “{value}”. Choose from: {allowed}.',
  'appearance.invalidAccentColor': 'Unknown accent colour: “{value}”. Choose from: {allowed}.',
  'appearance.invalidTextSize': 'Invalid text size: {value}. Choose between {min} and {max} %.',
  'appearance.invalidLocale': 'Unknown language: “{value}”. Choose from: {allowed}.',
};
