import type { NetworkDefinition } from '../context.ts';
import { PINTEREST_BASE_URLS } from './api.ts';
import { createPinterestClient } from './client.ts';

export const definition: NetworkDefinition = {
  network: 'pinterest',
  defaultBaseUrls: PINTEREST_BASE_URLS,
  createClient: createPinterestClient,
};
