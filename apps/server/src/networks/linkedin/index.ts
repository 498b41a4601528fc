import type { NetworkDefinition } from '../context.ts';
import { createLinkedInClient } from './client.ts';

/**
 * LinkedIn. `auth` is www.linkedin.com, which serves the consent page, the OAuth token endpoint
 * and the post pages; `api` is api.linkedin.com. Upload URLs come from LinkedIn's own answers.
 */
export const definition: NetworkDefinition = {
  network: 'linkedin',
  defaultBaseUrls: { auth: 'https://www.linkedin.com', api: 'https://api.linkedin.com' },
  createClient: createLinkedInClient,
};
