import type { NetworkContext } from '../context.ts';
import type { NetworkClient } from '../types.ts';
import { authorizationUrl, exchangeCode, fetchProfile, refresh } from './auth.ts';
import { accountOptions } from './boards.ts';
import { pinterestMetrics } from './metrics.ts';
import { publishPin } from './publish.ts';
import { recentPosts } from './recent-posts.ts';

/**
 * Pinterest's faces: photo, carousel and video Pins. No listComments/replyToComment: API v5 has
 * no comment endpoint.
 */
export function createPinterestClient(context: NetworkContext): NetworkClient {
  const metrics = pinterestMetrics(context);
  return {
    network: 'pinterest',
    // PKCE is not part of Pinterest's documented flow (⚠ not confirmed either way): the secret authenticates.
    usesPkce: false,
    authorizationUrl: (input) => authorizationUrl(context, input),
    exchangeCode: (input) => exchangeCode(context, input),
    refresh: (tokens) => refresh(context, tokens),
    profile: (account) => fetchProfile(context, account.accessToken),
    publish: (account, input) => publishPin(context, account, input),
    postMetrics: metrics.postMetrics,
    accountMetrics: metrics.accountMetrics,
    recentPosts: (account, input) => recentPosts(context, account, input),
    accountOptions: (account) => accountOptions(context, account),
  };
}
