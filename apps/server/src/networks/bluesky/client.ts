import { frenchMessage } from '@publia/shared';
import type { NetworkContext } from '../context.ts';
import { NetworkError } from '../network-error.ts';
import type { NetworkClient } from '../types.ts';
import { connectWithAppPassword, exchangeOAuthCode, fetchProfile, refresh, revoke } from './auth.ts';
import { prepareBlueskyOAuth } from './oauth/index.ts';
import { blueskyComments } from './comments.ts';
import { accountMetrics, postMetrics } from './metrics.ts';
import { publish, publishFollowUp } from './publish.ts';
import { recentPosts } from './recent-posts.ts';

/**
 * What « mode démo » types: the handle of the sandbox's demo account, then the consent page is
 * approved as for the others, with the workspace's session: each workspace gets its own account.
 */
export const BLUESKY_DEMO_FIELDS = { handle: 'publia-demo.bsky.social' };

const unknownForm = () => new NetworkError('bluesky', 'invalid_content', frenchMessage('accounts.connectFormUnknown'));

/**
 * The Bluesky client: accounts connected with a handle and an app password (a session on the
 * account's own PDS, refreshed, ended at disconnection), posts with facets, up to four photos, a
 * video or a link card, threads and first comments as replies, figures, recent posts and replies.
 * The OAuth form (PAR, DPoP, the consent of the account's server) is the OAuth part's (./oauth/).
 */
export function createBlueskyClient(context: NetworkContext): NetworkClient {
  return {
    network: 'bluesky',
    usesPkce: true,
    // There is no one consent page: the account's server is found first (`connectForms.prepareRedirect`).
    authorizationUrl: () => {
      throw unknownForm();
    },
    exchangeCode: (input) => exchangeOAuthCode(context, input),
    connectForms: {
      connectDirect: (form, fields) => (form === 'appPassword' ? connectWithAppPassword(context, fields) : Promise.reject(unknownForm())),
      prepareRedirect: (form, fields, input) => (form === 'oauth' ? prepareBlueskyOAuth(context, fields.handle ?? '', input) : Promise.reject(unknownForm())),
      demo: { form: 'oauth', fields: BLUESKY_DEMO_FIELDS },
    },
    revoke: (account, tokens) => revoke(context, account, tokens),
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
