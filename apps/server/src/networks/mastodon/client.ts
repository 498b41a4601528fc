import type { NetworkContext } from '../context.ts';
import type { NetworkClient } from '../types.ts';
import { authorizationUrl, exchangeCode, fetchProfile, INSTANCE_FORM, prepareRedirect, refresh, revoke } from './auth.ts';
import { mastodonComments } from './comments.ts';
import { accountMetrics, postMetrics } from './metrics.ts';
import { accountOptions } from './options.ts';
import { publishFollowUp, publishStatus } from './publish.ts';
import { recentPosts } from './recent-posts.ts';

/** What « mode démo » types in the instance field: a name the sandbox answers as an instance. */
export const DEMO_INSTANCE = 'mastodon.sandbox';

/**
 * The Mastodon client, for any instance: the instance typed, Publia's app registered there, OAuth
 * with PKCE; statuses with photos or a video, content warnings, threads and first comments as
 * replies of the account; figures, replies and the revocation of the token at disconnect.
 */
export function createMastodonClient(context: NetworkContext): NetworkClient {
  return {
    network: 'mastodon',
    usesPkce: true,
    authorizationUrl: () => authorizationUrl(),
    exchangeCode: (input) => exchangeCode(context, input),
    refresh: () => refresh(),
    profile: (account) => fetchProfile(context, account),
    publish: (account, input) => publishStatus(context, account, input),
    publishFollowUp: (account, input) => publishFollowUp(context, account, input),
    postMetrics: (account, ids) => postMetrics(context, account, ids),
    accountMetrics: (account) => accountMetrics(context, account),
    recentPosts: (account, input) => recentPosts(context, account, input),
    comments: mastodonComments(context),
    accountOptions: () => accountOptions(),
    connectForms: {
      prepareRedirect: (form, fields, input) => prepareRedirect(context, form, fields, input),
      demo: { form: INSTANCE_FORM, fields: { instance: DEMO_INSTANCE } },
    },
    revoke: (account) => revoke(context, account),
  };
}
