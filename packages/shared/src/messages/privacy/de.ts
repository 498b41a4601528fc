import type { privacyMessagesFr } from './fr.ts';

export const privacyMessagesDe: Record<keyof typeof privacyMessagesFr, string> = {
};
