import type { NetworkDefinition } from '../context.ts';
import { META_BASE_URLS } from '../meta/graph.ts';
import { createFacebookClient } from './client.ts';

export const definition: NetworkDefinition = {
  network: 'facebook',
  defaultBaseUrls: META_BASE_URLS,
  createClient: createFacebookClient,
};
