import type { NetworkDefinition } from '../context.ts';
import type { SandboxPlugin } from '../sandbox/routes.ts';
import { createLinkedInClient } from './client.ts';
import { linkedinSandbox } from './sandbox/index.ts';

/**
 * LinkedIn. `auth` is www.linkedin.com, which serves the consent page, the OAuth token endpoint
 * and the post pages; `api` is api.linkedin.com. Upload URLs come from LinkedIn's own answers.
 */
export const definition: NetworkDefinition = {
  network: 'linkedin',
  defaultBaseUrls: { auth: 'https://www.linkedin.com', api: 'https://api.linkedin.com' },
  createClient: createLinkedInClient,
};

export const sandbox: SandboxPlugin = linkedinSandbox;
