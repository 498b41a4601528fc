import type { NetworkContext } from '../context.ts';
import type { NetworkClient } from '../types.ts';
import { accountProfile, applyAuthor, authorOptions } from './account-options.ts';
import { authorizationUrl, exchangeCode, refresh } from './auth.ts';
import { publishFirstComment } from './first-comment.ts';
import { publish } from './publish.ts';
import { recentPosts } from './recent-posts.ts';
import { accountMetrics, postMetrics } from './metrics.ts';
import { linkedinComments } from './social-actions.ts';

/**
 * The LinkedIn client: posts (text, photo, several photos, video) as the member or as a Page they
 * administer, a first comment, their analytics and followers, comments, replies.
 */
export function createLinkedInClient(context: NetworkContext): NetworkClient {
  return {
    network: 'linkedin',
    usesPkce: false,
    authorizationUrl: (input) => authorizationUrl(context, input),
    exchangeCode: (input) => exchangeCode(context, input),
    refresh: (tokens) => refresh(context, tokens),
    profile: (account) => accountProfile(context, account),
    publish: (account, input) => publish(context, account, input),
    publishFollowUp: (account, input) => publishFirstComment(context, account, input),
    postMetrics: (account, externalIds) => postMetrics(context, account, externalIds),
    accountMetrics: (account) => accountMetrics(context, account),
    recentPosts: (account, input) => recentPosts(context, account, input),
    comments: linkedinComments(context),
    accountOptions: (account) => authorOptions(context, account),
    // Choosing a Page makes the account that Page (its URN, its name); the member's token stays.
    applySettings: (tokens, settings) => applyAuthor(context, tokens, settings),
  };
}
