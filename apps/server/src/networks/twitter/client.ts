import type { NetworkContext } from '../context.ts';
import type { NetworkClient } from '../types.ts';
import { authorizationUrl, exchangeCode, fetchProfile, refresh } from './auth.ts';
import { twitterComments } from './comments.ts';
import { accountMetrics, postMetrics } from './metrics.ts';
import { publicAccount } from './public-account.ts';
import { publish } from './publish.ts';
import { recentPosts } from './recent-posts.ts';
import { publishThreadPart } from './thread.ts';

/** The X client: OAuth 2.0 with PKCE, posts with up to four photos or a video, threads, metrics and replies. */
export function createTwitterClient(context: NetworkContext): NetworkClient {
  return {
    network: 'twitter',
    usesPkce: true,
    authorizationUrl: (input) => authorizationUrl(context, input),
    exchangeCode: (input) => exchangeCode(context, input),
    refresh: (tokens) => refresh(context, tokens),
    profile: (account) => fetchProfile(context, account.accessToken),
    publish: (account, input) => publish(context, account, input),
    publishFollowUp: (account, input) => publishThreadPart(context, account, input),
    postMetrics: (account, externalIds) => postMetrics(context, account, externalIds),
    accountMetrics: (account) => accountMetrics(context, account),
    recentPosts: (account, input) => recentPosts(context, account, input),
    publicAccount: (account, input) => publicAccount(context, account, input),
    comments: twitterComments(context),
  };
}
