import type { NetworkDefinition } from '../context.ts';
import { PINTEREST_BASE_URLS } from './api.ts';
import { createPinterestClient } from './client.ts';

export const definition: NetworkDefinition<'pinterest'> = {
  network: 'pinterest',
  defaultBaseUrls: PINTEREST_BASE_URLS,
  promptHabits: 'un titre (champ "title") et une description inspirante riche en mots-clés, 2 à 5 hashtags',
  createClient: createPinterestClient,
};
