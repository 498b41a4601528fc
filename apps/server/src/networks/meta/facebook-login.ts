import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { GRAPH_VERSION, graph } from './graph.ts';
import { count, dataList, graphId, picture } from './graph-shapes.ts';

/** Facebook Login, the way in for Facebook Pages and for Instagram professional accounts alike. */
export function dialogUrl(context: NetworkContext, scopes: readonly string[], input: { state: string; redirectUri: string }): string {
  const url = new URL(`${context.baseUrls.auth}/${GRAPH_VERSION}/dialog/oauth`);
  url.searchParams.set('client_id', context.clientId);
  url.searchParams.set('redirect_uri', input.redirectUri);
  url.searchParams.set('state', input.state);
  url.searchParams.set('scope', scopes.join(','));
  url.searchParams.set('response_type', 'code');
  return url.toString();
}

export interface UserToken {
  accessToken: string;
  expiresAt: Date | null;
}

const tokenAnswer = z.object({ access_token: z.string().min(1), expires_in: count.optional() });

async function accessTokenCall(context: NetworkContext, query: Record<string, string>): Promise<UserToken> {
  const body = await graph(context, { path: 'oauth/access_token', query: { client_id: context.clientId, client_secret: context.clientSecret, ...query } }, tokenAnswer);
  return {
    accessToken: body.access_token,
    expiresAt: body.expires_in ? new Date(Date.now() + body.expires_in * 1000) : null,
  };
}

/** Code → short-lived user token (about an hour). */
export const userTokenFromCode = (context: NetworkContext, code: string, redirectUri: string) => accessTokenCall(context, { redirect_uri: redirectUri, code });

/** User token → long-lived user token (about 60 days): the one whose Page tokens never expire. */
export const longLivedUserToken = (context: NetworkContext, userToken: string) => accessTokenCall(context, { grant_type: 'fb_exchange_token', fb_exchange_token: userToken });

export interface ManagedPage {
  id: string;
  name: string;
  username: string | null;
  pictureUrl: string | null;
  /** The Page access token: what publishes as the Page. */
  accessToken: string;
  /** The Instagram professional account linked to the Page, when asked for. */
  instagramId: string | null;
}

const PAGE_FIELDS = 'id,name,username,access_token,picture.type(large)';

const pagesAnswer = dataList(
  z.object({
    id: graphId,
    name: z.string().optional(),
    username: z.string().optional(),
    access_token: z.string().min(1),
    picture,
    instagram_business_account: z.object({ id: graphId }).optional(),
  }),
);

/** The Pages the user granted, each with its Page token (asked with a long-lived user token). */
export async function managedPages(context: NetworkContext, userToken: string, options: { withInstagram?: boolean } = {}): Promise<ManagedPage[]> {
  const body = await graph(
    context,
    { path: 'me/accounts', query: { fields: options.withInstagram ? `${PAGE_FIELDS},instagram_business_account` : PAGE_FIELDS, limit: 100 }, bearer: userToken },
    pagesAnswer,
  );
  return body.data.map((page) => ({
    id: page.id,
    name: page.name ?? page.id,
    username: page.username ?? null,
    pictureUrl: page.picture?.data?.url ?? null,
    accessToken: page.access_token,
    instagramId: page.instagram_business_account?.id ?? null,
  }));
}

/** The whole connection dance: code → user token → long-lived user token → the granted Pages. */
export async function pagesFromCode(
  context: NetworkContext,
  input: { code: string; redirectUri: string },
  options: { withInstagram?: boolean } = {},
): Promise<{ userToken: UserToken; pages: ManagedPage[] }> {
  const shortLived = await userTokenFromCode(context, input.code, input.redirectUri);
  const userToken = await longLivedUserToken(context, shortLived.accessToken);
  return { userToken, pages: await managedPages(context, userToken.accessToken, options) };
}
