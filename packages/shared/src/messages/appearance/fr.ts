export const appearanceMessagesFr = {
} as const;
