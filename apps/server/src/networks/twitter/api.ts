import type { NetworkContext } from '../context.ts';
import { callNetwork, type ErrorReader, type NetworkAnswer, type NetworkRequest } from '../http.ts';
import { readXError } from './errors.ts';

/**
 * One call to the X API v2 on `baseUrls.api` (api.x.com, or the sandbox), read with X's errors.
 * The browser-facing host (`baseUrls.auth`, x.com) only serves the consent page and post pages.
 */
export function xApi<T = unknown>(context: NetworkContext, request: Omit<NetworkRequest, 'url'> & { path: string; readError?: ErrorReader }): Promise<NetworkAnswer<T>> {
  const { path, readError = readXError, ...rest } = request;
  return callNetwork<T>(context, { ...rest, url: `${context.baseUrls.api}${path}` }, readError);
}

/** Where X shows a post: `https://x.com/{username}/status/{id}`. */
export const xPostUrl = (context: NetworkContext, username: string, id: string) => `${context.baseUrls.auth}/${encodeURIComponent(username)}/status/${id}`;
