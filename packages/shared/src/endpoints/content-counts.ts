import { contentCountsResponseSchema } from '../schemas/content-counts.ts';
import { endpoint } from './define.ts';

/**
 * The Publications badge's endpoint, part of `contentEndpoints`: declared apart so that the layout,
 * which polls it on every page, does not bring every content endpoint and schema into the first load.
 */
export const contentCountsEndpoints = {
  counts: endpoint({
    method: 'GET',
    path: '/api/content/counts',
    access: 'view_statistics',
    tag: 'content',
    summary: 'How many items wait in each list',
    response: contentCountsResponseSchema,
  }),
} as const;
