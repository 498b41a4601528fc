import type { appearanceMessagesFr } from './fr.ts';

export const appearanceMessagesEs: Record<keyof typeof appearanceMessagesFr, string> = {
};
