import { endpoint } from './define.ts';

const tag = 'Settings';

/** Paramètres → privacy. */
export const privacyEndpoints = {
} as const;
