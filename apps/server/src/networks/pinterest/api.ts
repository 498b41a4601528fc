import type { NetworkContext } from '../context.ts';
import { callNetwork, type NetworkAnswer, type NetworkRequest } from '../http.ts';
import type { NetworkErrorKind } from '../network-error.ts';
import { readPinterestError } from './errors.ts';

/**
 * Pinterest's real hosts: www.pinterest.com for the consent page and the public Pin pages,
 * api.pinterest.com for the API (under /v5). The video upload host comes back in `upload_url`.
 */
export const PINTEREST_BASE_URLS = { auth: 'https://www.pinterest.com', api: 'https://api.pinterest.com' };

export interface PinterestCall extends Omit<NetworkRequest, 'url'> {
  /** After /v5, as in the OpenAPI description: `/pins`, `/media/{media_id}`… */
  path: string;
  refusal?: NetworkErrorKind;
}

export const pinterestApi = (context: NetworkContext, { path, refusal, ...request }: PinterestCall): Promise<NetworkAnswer> =>
  callNetwork(context, { ...request, url: `${context.baseUrls.api}/v5${path}` }, (answer) => readPinterestError(answer, refusal));

export const pinUrl = (context: NetworkContext, pinId: string) => `${context.baseUrls.auth}/pin/${pinId}/`;
