import type { NetworkDefinition } from '../context.ts';
import { TIKTOK_BASE_URLS } from './api.ts';
import { createTikTokClient } from './client.ts';

export const definition: NetworkDefinition = {
  network: 'tiktok',
  defaultBaseUrls: TIKTOK_BASE_URLS,
  createClient: createTikTokClient,
};
