import type { NetworkContext } from '../context.ts';
import type { NetworkClient } from '../types.ts';
import { authorizationUrl, exchangeCode, fetchProfile, refresh } from './auth.ts';
import { accountOptions } from './creator.ts';
import { accountMetrics, postMetrics } from './metrics.ts';
import { publishPost } from './publish.ts';
import { recentPosts } from './recent-posts.ts';

/**
 * TikTok's faces. No listComments/replyToComment: the Content Posting and Display APIs have no
 * comment endpoint.
 */
export function createTikTokClient(context: NetworkContext): NetworkClient {
  return {
    network: 'tiktok',
    // TikTok takes a code_verifier only from mobile and desktop apps; Publia is a web app.
    usesPkce: false,
    authorizationUrl: (input) => authorizationUrl(context, input),
    exchangeCode: (input) => exchangeCode(context, input),
    refresh: (tokens) => refresh(context, tokens),
    profile: (account) => fetchProfile(context, account.accessToken),
    publish: (account, input) => publishPost(context, account, input),
    postMetrics: (account, externalIds) => postMetrics(context, account, externalIds),
    accountMetrics: (account) => accountMetrics(context, account),
    recentPosts: (account, input) => recentPosts(context, account, input),
    accountOptions: (account) => accountOptions(context, account),
  };
}
