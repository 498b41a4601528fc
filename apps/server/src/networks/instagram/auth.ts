import { frenchMessage } from '@publia/shared';
import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { pagesFromCode } from '../meta/facebook-login.ts';
import { graph, node } from '../meta/graph.ts';
import { count, graphId } from '../meta/graph-shapes.ts';
import { pageTokens } from '../meta/page-token.ts';
import { NetworkError } from '../network-error.ts';
import type { AccountCredentials, Connection, NetworkProfile } from '../types.ts';

/** Instagram API with Facebook Login: the Instagram permissions plus the Pages the account hangs on. */
export const INSTAGRAM_SCOPES = [
  'instagram_basic',
  'instagram_content_publish',
  'instagram_manage_comments',
  'instagram_manage_insights',
  'pages_show_list',
  'pages_read_engagement',
  'business_management',
] as const;

const accountAnswer = z.object({
  id: graphId,
  username: z.string().min(1),
  name: z.string().optional(),
  profile_picture_url: z.string().optional(),
  followers_count: count.optional(),
});

export async function instagramProfile(context: NetworkContext, account: Pick<AccountCredentials, 'accessToken' | 'externalId'>): Promise<NetworkProfile> {
  const profile = await graph(
    context,
    { path: node(account.externalId), query: { fields: 'id,username,name,profile_picture_url,followers_count' }, bearer: account.accessToken },
    accountAnswer,
  );
  return {
    externalId: profile.id,
    username: profile.username,
    displayName: profile.name || profile.username,
    pictureUrl: profile.profile_picture_url ?? null,
    followers: profile.followers_count ?? null,
  };
}

/**
 * Code → long-lived user token → the granted Pages; the account is the Instagram professional
 * account of the first Page that has one, reached with that Page's token.
 */
export async function connectInstagram(context: NetworkContext, input: { code: string; redirectUri: string }): Promise<Connection> {
  const { userToken, pages } = await pagesFromCode(context, input, { withInstagram: true });
  const page = pages.find((candidate) => candidate.instagramId);
  if (!page?.instagramId) throw new NetworkError(context.network, 'permission_missing', frenchMessage('network.meta.noInstagramAccount'));
  return {
    tokens: pageTokens(page, userToken.accessToken, INSTAGRAM_SCOPES.join(',')),
    profile: await instagramProfile(context, { accessToken: page.accessToken, externalId: page.instagramId }),
    settings: { pageId: page.id, pageName: page.name },
  };
}
