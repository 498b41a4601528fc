import type { NetworkContext } from '../context.ts';
import { dialogUrl } from '../meta/facebook-login.ts';
import { refreshPageToken } from '../meta/page-token.ts';
import type { NetworkClient } from '../types.ts';
import { pageOptions } from './account-options.ts';
import { connectFacebook, FACEBOOK_SCOPES, pageIdOf, pageProfile } from './auth.ts';
import { facebookComments } from './comments.ts';
import { publishFirstComment } from './first-comment.ts';
import { facebookMetrics } from './metrics.ts';
import { publishToPage } from './publish.ts';
import { recentPosts } from './recent-posts.ts';

export function createFacebookClient(context: NetworkContext): NetworkClient {
  const metrics = facebookMetrics(context);
  return {
    network: 'facebook',
    usesPkce: false,
    authorizationUrl: (input) => dialogUrl(context, FACEBOOK_SCOPES, input),
    exchangeCode: (input) => connectFacebook(context, input),
    refresh: (tokens) => refreshPageToken(context, tokens),
    profile: (account) => pageProfile(context, pageIdOf(account), account.accessToken),
    publish: (account, input) => publishToPage(context, account, input),
    publishFollowUp: (account, input) => publishFirstComment(context, account, input),
    postMetrics: metrics.postMetrics,
    accountMetrics: metrics.accountMetrics,
    recentPosts: (account, input) => recentPosts(context, account, input),
    comments: facebookComments(context),
    accountOptions: (account) => pageOptions(account),
    // Another Page publishes with its own token, derived from the kept user token.
    applySettings: async (tokens, settings) => {
      const pageId = settings.pageId ?? '';
      const pageTokensSet = await refreshPageToken(context, tokens, pageId);
      const profile = await pageProfile(context, pageId, pageTokensSet.accessToken);
      return { tokens: pageTokensSet, profile, settings: { pageId: profile.externalId, pageName: profile.displayName ?? profile.username } };
    },
  };
}
