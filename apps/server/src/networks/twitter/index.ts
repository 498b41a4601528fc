import type { NetworkDefinition } from '../context.ts';
import { createTwitterClient } from './client.ts';

/**
 * X (API v2). The browser goes to x.com (consent, post pages), the server to api.x.com (token,
 * users, media, tweets): `auth` and `api` respectively, both the sandbox in demo mode.
 */
export const definition: NetworkDefinition<'twitter'> = {
  network: 'twitter',
  defaultBaseUrls: { auth: 'https://x.com', api: 'https://api.x.com' },
  promptHabits: 'court et percutant, compté en caractères pondérés (un emoji compte double, un lien 23), 1 à 2 hashtags',
  createClient: createTwitterClient,
};
