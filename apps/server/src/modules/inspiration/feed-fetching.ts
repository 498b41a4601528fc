import { apiMessagesFr, frenchMessage, type ApiMessageKey } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import type { FetchFeedOptions } from './feeds/index.ts';

/** Where the server's own sample feeds are served (their fetch stays in the process). */
const sandboxFeedsPrefix = (ctx: AppContext) => `${ctx.config.publicUrl}/sandbox/feeds/`;

/**
 * How feeds are fetched on this instance: private addresses refused unless ALLOW_PRIVATE_URLS,
 * except the server's own sample feeds, which are fetched in the process when an HTTP app serves
 * them here (and over HTTP from a worker).
 */
export function feedFetchOptions(ctx: AppContext, validators: { etag?: string | null; lastModified?: string | null; contentDigest?: string | null } = {}): FetchFeedOptions {
  const prefix = sandboxFeedsPrefix(ctx);
  const own = ctx.config.sandboxFeeds;
  return {
    allowPrivate: ctx.config.allowPrivateUrls,
    ...(own ? { trustedPrefix: prefix, trustedFetch: ctx.networks.sandboxFetch } : {}),
    etag: validators.etag ?? null,
    lastModified: validators.lastModified ?? null,
    contentDigest: validators.contentDigest ?? null,
  };
}

/** A feed failure as a key of the messages and its parameters (the address named). */
export function feedError(reason: string, url: string, detail: string | null): { key: ApiMessageKey; params: Record<string, string> } {
  const key = `inspiration.feed.${reason}`;
  return { key: key in apiMessagesFr ? (key as ApiMessageKey) : 'inspiration.feed.unreachable', params: { url, detail: detail ?? '' } };
}

/** The French sentence of a feed failure. */
export function feedErrorMessage(reason: string, url: string, detail: string | null): string {
  const { key, params } = feedError(reason, url, detail);
  return frenchMessage(key, params);
}
