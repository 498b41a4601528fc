import type { NetworkDefinition } from '../context.ts';
import { META_BASE_URLS } from '../meta/graph.ts';
import type { SandboxPlugin } from '../sandbox/routes.ts';
import { createFacebookClient } from './client.ts';
import { facebookSandbox } from './sandbox/plugin.ts';

export const definition: NetworkDefinition = {
  network: 'facebook',
  defaultBaseUrls: META_BASE_URLS,
  createClient: createFacebookClient,
};

export const sandbox: SandboxPlugin = facebookSandbox;
