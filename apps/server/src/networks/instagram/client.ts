import type { NetworkContext } from '../context.ts';
import { dialogUrl } from '../meta/facebook-login.ts';
import { refreshPageToken } from '../meta/page-token.ts';
import type { NetworkClient } from '../types.ts';
import { connectInstagram, INSTAGRAM_SCOPES, instagramProfile } from './auth.ts';
import { instagramComments } from './comments.ts';
import { publishFirstComment } from './first-comment.ts';
import { instagramMetrics } from './metrics.ts';
import { publicAccount } from './public-account.ts';
import { publishToInstagram } from './publish.ts';
import { recentPosts } from './recent-posts.ts';

/** Instagram professional accounts through Facebook Login, on the Graph host. */
export function createInstagramClient(context: NetworkContext): NetworkClient {
  const metrics = instagramMetrics(context);
  return {
    network: 'instagram',
    usesPkce: false,
    authorizationUrl: (input) => dialogUrl(context, INSTAGRAM_SCOPES, input),
    exchangeCode: (input) => connectInstagram(context, input),
    refresh: (tokens) => refreshPageToken(context, tokens),
    profile: (account) => instagramProfile(context, account),
    publish: (account, input) => publishToInstagram(context, account, input),
    publishFollowUp: (account, input) => publishFirstComment(context, account, input),
    postMetrics: metrics.postMetrics,
    accountMetrics: metrics.accountMetrics,
    recentPosts: (account, input) => recentPosts(context, account, input),
    publicAccount: (account, input) => publicAccount(context, account, input),
    comments: instagramComments(context),
  };
}
