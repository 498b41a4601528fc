import type { privacyMessagesFr } from './fr.ts';

export const privacyMessagesEn: Record<keyof typeof privacyMessagesFr, string> = {
};
