import type { NetworkDefinition } from '../context.ts';
import { TIKTOK_BASE_URLS } from './api.ts';
import { createTikTokClient } from './client.ts';

export const definition: NetworkDefinition<'tiktok'> = {
  network: 'tiktok',
  defaultBaseUrls: TIKTOK_BASE_URLS,
  promptHabits: 'légende courte et dynamique pour une vidéo, accroche dès les premiers mots, 3 à 5 hashtags',
  createClient: createTikTokClient,
};
