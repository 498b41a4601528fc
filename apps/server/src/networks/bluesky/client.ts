import { frenchMessage } from '@publia/shared';
import type { NetworkContext } from '../context.ts';
import { NetworkError } from '../network-error.ts';
import type { NetworkClient } from '../types.ts';
import { connectWithAppPassword, fetchProfile, refresh, revoke } from './auth.ts';
import { blueskyComments } from './comments.ts';
import { accountMetrics, postMetrics } from './metrics.ts';
import { publish, publishFollowUp } from './publish.ts';
import { recentPosts } from './recent-posts.ts';

/** The handle and app password « mode démo » types: an account of the sandbox's world. */
export const BLUESKY_DEMO_FIELDS = { handle: 'publia-demo.bsky.social', appPassword: 'demo-demo-demo-demo' };

const oauthPending = () => new NetworkError('bluesky', 'invalid_content', frenchMessage('network.bluesky.oauthPending'));

/**
 * The Bluesky client: accounts connected with a handle and an app password (a session on the
 * account's own PDS, refreshed, ended at disconnection), posts with facets, up to four photos, a
 * video or a link card, threads and first comments as replies, figures, recent posts and replies.
 * The OAuth form is served by the authorisation part once it lands; until then it is refused in French.
 */
export function createBlueskyClient(context: NetworkContext): NetworkClient {
  return {
    network: 'bluesky',
    usesPkce: true,
    authorizationUrl: () => {
      throw oauthPending();
    },
    exchangeCode: () => Promise.reject(oauthPending()),
    connectForms: {
      connectDirect: (form, fields) => (form === 'appPassword' ? connectWithAppPassword(context, fields) : Promise.reject(oauthPending())),
      prepareRedirect: () => Promise.reject(oauthPending()),
      demo: { form: 'appPassword', fields: BLUESKY_DEMO_FIELDS },
    },
    revoke: (account) => revoke(context, account),
    refresh: (tokens) => refresh(context, tokens),
    profile: (account) => fetchProfile(context, account),
    publish: (account, input) => publish(context, account, input),
    publishFollowUp: (account, input) => publishFollowUp(context, account, input),
    postMetrics: (account, uris) => postMetrics(context, account, uris),
    accountMetrics: (account) => accountMetrics(context, account),
    recentPosts: (account, input) => recentPosts(context, account, input),
    comments: blueskyComments(context),
  };
}
