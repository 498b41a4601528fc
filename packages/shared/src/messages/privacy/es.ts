import type { privacyMessagesFr } from './fr.ts';

export const privacyMessagesEs: Record<keyof typeof privacyMessagesFr, string> = {
};
