import type { NetworkDefinition } from '../context.ts';
import { META_BASE_URLS } from '../meta/graph.ts';
import { createInstagramClient } from './client.ts';

/** Instagram API with Facebook Login: the same hosts as Facebook (dialog and Graph). */
export const definition: NetworkDefinition = {
  network: 'instagram',
  defaultBaseUrls: META_BASE_URLS,
  createClient: createInstagramClient,
};
