import type { NetworkDefinition } from '../context.ts';
import { META_BASE_URLS } from '../meta/graph.ts';
import { createFacebookClient } from './client.ts';

export const definition: NetworkDefinition<'facebook'> = {
  network: 'facebook',
  defaultBaseUrls: META_BASE_URLS,
  promptHabits: 'ton convivial, 2 à 4 phrases, une question ou un appel à l’action, 1 à 3 hashtags',
  createClient: createFacebookClient,
};
