import type { NetworkContext } from '../context.ts';
import type { NetworkClient } from '../types.ts';
import { authorizationUrl, exchangeCode, fetchProfile, refresh } from './auth.ts';
import { publish } from './publish.ts';
import { recentPosts } from './recent-posts.ts';
import { accountMetrics, postMetrics } from './metrics.ts';
import { linkedinComments } from './social-actions.ts';

/** The LinkedIn client: a member's posts (text, photo, video), their analytics and followers, comments, replies. */
export function createLinkedInClient(context: NetworkContext): NetworkClient {
  return {
    network: 'linkedin',
    usesPkce: false,
    authorizationUrl: (input) => authorizationUrl(context, input),
    exchangeCode: (input) => exchangeCode(context, input),
    refresh: (tokens) => refresh(context, tokens),
    profile: (account) => fetchProfile(context, account.accessToken),
    publish: (account, input) => publish(context, account, input),
    postMetrics: (account, externalIds) => postMetrics(context, account, externalIds),
    accountMetrics: (account) => accountMetrics(context, account),
    recentPosts: (account, input) => recentPosts(context, account, input),
    comments: linkedinComments(context),
  };
}
