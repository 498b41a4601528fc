export const privacyMessagesFr = {
} as const;
