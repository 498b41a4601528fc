import type { NetworkDefinition } from '../context.ts';
import { META_BASE_URLS } from '../meta/graph.ts';
import { createInstagramClient } from './client.ts';

/** Instagram API with Facebook Login: the same hosts as Facebook (dialog and Graph). */
export const definition: NetworkDefinition<'instagram'> = {
  network: 'instagram',
  defaultBaseUrls: META_BASE_URLS,
  promptHabits: 'ton chaleureux et visuel, quelques emojis, 5 à 15 hashtags pertinents',
  createClient: createInstagramClient,
};
