import type { NetworkContext } from '../context.ts';
import { callNetwork, type ErrorReader, type NetworkAnswer, type NetworkRequest } from '../http.ts';
import { readMastodonError } from './errors.ts';

/**
 * Mastodon has no one host: every account lives on its instance. `defaultBaseUrls` only stand for
 * the sandbox's place; a real call goes to `https://<instance>`.
 */
export const MASTODON_BASE_URLS = { auth: 'https://mastodon.social', api: 'https://mastodon.social' };

/**
 * Where the calls for an instance go: the instance itself, or in sandbox mode the sandbox, whatever
 * instance the account names (the instance typed is kept as the account's all the same).
 */
export const instanceBase = (context: NetworkContext, host: string) => (context.sandbox ? context.baseUrls.api : `https://${host}`);

/** Where the browser goes for an instance: its own pages, or the sandbox's. */
export const instanceAuthBase = (context: NetworkContext, host: string) => (context.sandbox ? context.baseUrls.auth : `https://${host}`);

export interface MastodonCall extends Omit<NetworkRequest, 'url'> {
  /** As in the Mastodon OpenAPI description: `/api/v1/statuses`, `/oauth/token`… */
  path: string;
  readError?: ErrorReader;
}

export const mastodonApi = (context: NetworkContext, host: string, { path, readError = readMastodonError, ...request }: MastodonCall): Promise<NetworkAnswer> =>
  callNetwork(context, { ...request, url: `${instanceBase(context, host)}${path}` }, readError);

/** The instance an account lives on, kept in its settings at connect. */
export const instanceOf = (settings: Readonly<Record<string, string>>) => settings.instance ?? 'mastodon.social';
