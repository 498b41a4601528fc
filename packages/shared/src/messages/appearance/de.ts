import type { appearanceMessagesFr } from './fr.ts';

export const appearanceMessagesDe: Record<keyof typeof appearanceMessagesFr, string> = {
};
