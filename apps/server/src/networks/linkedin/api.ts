import type { NetworkContext } from '../context.ts';
import { callNetwork, type ErrorReader, type NetworkAnswer, type NetworkRequest } from '../http.ts';
import { readLinkedInError } from './errors.ts';

/**
 * The LinkedIn API version Publia speaks (`LinkedIn-Version: YYYYMM`). LinkedIn retires a version
 * about a year after its release: this constant must move forward before then.
 */
export const LINKEDIN_VERSION = '202610';

/** What every versioned `/rest/*` call must carry. */
export const REST_HEADERS = { 'LinkedIn-Version': LINKEDIN_VERSION, 'X-Restli-Protocol-Version': '2.0.0' };

/**
 * One call to LinkedIn: `path` on `baseUrls.api` (api.linkedin.com), with the versioned headers
 * on `/rest/*`, or a full `url` LinkedIn gave (upload URLs, the token endpoint on the auth host).
 */
export function linkedinApi<T = unknown>(
  context: NetworkContext,
  { path, url, headers, ...rest }: Omit<NetworkRequest, 'url'> & { path?: string; url?: string },
  readError: ErrorReader = readLinkedInError,
): Promise<NetworkAnswer<T>> {
  const versioned = !url && !!path?.startsWith('/rest/');
  return callNetwork<T>(context, { ...rest, url: url ?? `${context.baseUrls.api}${path ?? ''}`, headers: { ...(versioned ? REST_HEADERS : {}), ...headers } }, readError);
}

/** URNs go into Rest.li 2.0 paths URL-encoded. */
export const urnPath = (urn: string) => encodeURIComponent(urn);

export const memberUrn = (sub: string) => `urn:li:person:${sub}`;

/** Where LinkedIn shows a post: `https://www.linkedin.com/feed/update/{urn}`. */
export const linkedinPostUrl = (context: NetworkContext, urn: string) => `${context.baseUrls.auth}/feed/update/${urn}`;
