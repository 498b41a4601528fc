import type { NetworkDefinition } from '../context.ts';
import { META_BASE_URLS } from '../meta/graph.ts';
import type { SandboxPlugin } from '../sandbox/routes.ts';
import { createInstagramClient } from './client.ts';
import { instagramSandbox } from './sandbox/plugin.ts';

/** Instagram API with Facebook Login: the same hosts as Facebook (dialog and Graph). */
export const definition: NetworkDefinition = {
  network: 'instagram',
  defaultBaseUrls: META_BASE_URLS,
  createClient: createInstagramClient,
};

export const sandbox: SandboxPlugin = instagramSandbox;
