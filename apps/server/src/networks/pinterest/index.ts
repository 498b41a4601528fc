import type { NetworkDefinition } from '../context.ts';
import type { SandboxPlugin } from '../sandbox/routes.ts';
import { PINTEREST_BASE_URLS } from './api.ts';
import { createPinterestClient } from './client.ts';
import { pinterestSandbox } from './sandbox/index.ts';

export const definition: NetworkDefinition = {
  network: 'pinterest',
  defaultBaseUrls: PINTEREST_BASE_URLS,
  createClient: createPinterestClient,
};

export const sandbox: SandboxPlugin = pinterestSandbox;
