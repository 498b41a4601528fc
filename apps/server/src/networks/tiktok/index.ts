import type { NetworkDefinition } from '../context.ts';
import type { SandboxPlugin } from '../sandbox/routes.ts';
import { TIKTOK_BASE_URLS } from './api.ts';
import { createTikTokClient } from './client.ts';
import { tiktokSandbox } from './sandbox/index.ts';

export const definition: NetworkDefinition = {
  network: 'tiktok',
  defaultBaseUrls: TIKTOK_BASE_URLS,
  createClient: createTikTokClient,
};

export const sandbox: SandboxPlugin = tiktokSandbox;
