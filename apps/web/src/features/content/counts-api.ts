import { contentCountsEndpoints } from '@publia/shared';
import { api } from '../../lib/api-client.ts';

/**
 * Items pending validation and scheduled (the Publications badge). Apart from `api.ts`: the layout
 * polls it on every page, and the rest of the content API waits for the pages that use it.
 */
export async function getContentCounts(signal?: AbortSignal): Promise<{ pending: number; scheduled: number }> {
  return (await api.call(contentCountsEndpoints.counts, {}, { signal })).data;
}
