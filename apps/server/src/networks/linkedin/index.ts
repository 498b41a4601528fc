import type { NetworkDefinition } from '../context.ts';
import { createLinkedInClient } from './client.ts';

/**
 * LinkedIn. `auth` is www.linkedin.com, which serves the consent page, the OAuth token endpoint
 * and the post pages; `api` is api.linkedin.com. Upload URLs come from LinkedIn's own answers.
 */
export const definition: NetworkDefinition<'linkedin'> = {
  network: 'linkedin',
  defaultBaseUrls: { auth: 'https://www.linkedin.com', api: 'https://api.linkedin.com' },
  promptHabits: 'ton professionnel et plus développé (3 à 6 paragraphes courts), apporte de la valeur, 3 à 5 hashtags',
  createClient: createLinkedInClient,
};
