import { apiMessagesFr, formatMessage, type ApiMessageKey } from '@publia/shared';
import type { AppContext } from '../../app/context.ts';
import type { FeedErrorReason, FetchFeedOptions } from './feeds/index.ts';

/** Where the server's own sample feeds are served (their fetch stays in the process). */
export const sandboxFeedsPrefix = (ctx: AppContext) => `${ctx.config.publicUrl}/sandbox/feeds/`;

/**
 * How feeds are fetched on this instance: private addresses refused unless ALLOW_PRIVATE_URLS,
 * except the server's own sample feeds, which are fetched in the process when an HTTP app serves
 * them here (and over HTTP from a worker).
 */
export function feedFetchOptions(ctx: AppContext, validators: { etag?: string | null; lastModified?: string | null } = {}): FetchFeedOptions {
  const prefix = sandboxFeedsPrefix(ctx);
  const own = ctx.config.sandboxFeeds;
  return {
    allowPrivate: ctx.config.allowPrivateUrls,
    ...(own ? { trustedPrefix: prefix } : {}),
    fetch: (input, init) =>
      own && String(input instanceof Request ? input.url : input).startsWith(prefix) ? ctx.networks.sandboxFetch(input, init) : globalThis.fetch(input, init),
    etag: validators.etag ?? null,
    lastModified: validators.lastModified ?? null,
  };
}

/** The French sentence of a feed failure, naming the address. */
export function feedErrorMessage(reason: string, url: string, detail: string | null): string {
  const key = `inspiration.feed.${reason}`;
  const template = key in apiMessagesFr ? apiMessagesFr[key as ApiMessageKey] : apiMessagesFr['inspiration.feed.unreachable'];
  return formatMessage(template, { url, detail: detail ?? '' });
}

export const isFeedReason = (reason: string): reason is FeedErrorReason => `inspiration.feed.${reason}` in apiMessagesFr;
