import { frenchMessage } from '@publia/shared';
import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { pagesFromCode } from '../meta/facebook-login.ts';
import { graph, node } from '../meta/graph.ts';
import { count, graphId, picture } from '../meta/graph-shapes.ts';
import { pageTokens } from '../meta/page-token.ts';
import { NetworkError } from '../network-error.ts';
import type { AccountCredentials, Connection, NetworkProfile } from '../types.ts';

/** Postiz's publishing scopes, plus what Meta's Posts and Video guides add for comments and videos. */
export const FACEBOOK_SCOPES = [
  'pages_show_list',
  'business_management',
  'pages_manage_posts',
  'pages_manage_engagement',
  'pages_read_engagement',
  'pages_read_user_engagement',
  'read_insights',
  'publish_video',
] as const;

/** The account publishes as a Page: the one chosen at connection, the first granted by default. */
export const pageIdOf = (account: AccountCredentials) => account.settings.pageId ?? account.externalId;

const pageAnswer = z.object({ id: graphId, name: z.string(), username: z.string().optional(), picture, followers_count: count.optional() });

export async function pageProfile(context: NetworkContext, pageId: string, pageToken: string): Promise<NetworkProfile> {
  const page = await graph(context, { path: node(pageId), query: { fields: 'id,name,username,picture,followers_count' }, bearer: pageToken }, pageAnswer);
  return {
    externalId: page.id,
    username: page.username ?? page.name,
    displayName: page.name,
    pictureUrl: page.picture?.data?.url ?? null,
    followers: page.followers_count ?? null,
  };
}

/**
 * Code → long-lived user token → the granted Pages; the first Page's token is what the account
 * keeps. The Pages' names are kept too (no token), so the choice of Page can be offered later.
 */
export async function connectFacebook(context: NetworkContext, input: { code: string; redirectUri: string }): Promise<Connection> {
  const { userToken, pages } = await pagesFromCode(context, input);
  const page = pages[0];
  if (!page) throw new NetworkError(context.network, 'permission_missing', frenchMessage('network.meta.noPage'));
  return {
    tokens: pageTokens(page, userToken.accessToken, FACEBOOK_SCOPES.join(',')),
    profile: await pageProfile(context, page.id, page.accessToken),
    settings: {
      pageId: page.id,
      pageName: page.name,
      pages: JSON.stringify(pages.map(({ id, name }) => ({ id, name }))),
    },
  };
}
