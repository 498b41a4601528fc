import type { appearanceMessagesFr } from './fr.ts';

export const appearanceMessagesEn: Record<keyof typeof appearanceMessagesFr, string> = {
};
