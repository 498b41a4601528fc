import { contentEndpoints, type ContentResponse } from '@publia/shared';
import { api } from '../../lib/api-client.ts';

/** Opts a published original in (or out of) evergreen reposting, whatever its score. */
export function optInEvergreen(id: string, enabled: boolean): Promise<ContentResponse> {
  return api.call(contentEndpoints.optInEvergreen, { params: { id }, body: { enabled } });
}
