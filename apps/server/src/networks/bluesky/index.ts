import type { NetworkDefinition } from '../context.ts';
import { createBlueskyClient } from './client.ts';

export const definition: NetworkDefinition<'bluesky'> = {
  network: 'bluesky',
  // The entryway that resolves handles and hosts most accounts; each account's calls go to its own PDS.
  defaultBaseUrls: { auth: 'https://bsky.app', api: 'https://bsky.social' },
  promptHabits:
    'un ton conversationnel et direct, 300 caractères au plus (emoji compris), 1 à 2 hashtags au plus, pas de jargon marketing, un lien si utile (il devient une carte), une question pour lancer la discussion',
  createClient: createBlueskyClient,
};
