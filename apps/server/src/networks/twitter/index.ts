import type { NetworkDefinition } from '../context.ts';
import { createTwitterClient } from './client.ts';

/**
 * X (API v2). The browser goes to x.com (consent, post pages), the server to api.x.com (token,
 * users, media, tweets): `auth` and `api` respectively, both the sandbox in demo mode.
 */
export const definition: NetworkDefinition = {
  network: 'twitter',
  defaultBaseUrls: { auth: 'https://x.com', api: 'https://api.x.com' },
  createClient: createTwitterClient,
};
