import { optionalNumber, optionalString, requireList, requireString } from '../answer-fields.ts';
import type { NetworkContext } from '../context.ts';
import { GRAPH_VERSION, graph } from './graph.ts';

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

async function accessTokenCall(context: NetworkContext, query: Record<string, string>): Promise<UserToken> {
  const body = await graph(context, {
    path: 'oauth/access_token',
    query: { client_id: context.clientId, client_secret: context.clientSecret, ...query },
  });
  const expiresIn = optionalNumber(body, 'expires_in');
  return {
    accessToken: requireString(context.network, body, 'access_token'),
    expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
  };
}

/** Code → short-lived user token (about an hour). */
export const userTokenFromCode = (context: NetworkContext, code: string, redirectUri: string) =>
  accessTokenCall(context, { redirect_uri: redirectUri, code });

/** User token → long-lived user token (about 60 days): the one whose Page tokens never expire. */
export const longLivedUserToken = (context: NetworkContext, userToken: string) =>
  accessTokenCall(context, { grant_type: 'fb_exchange_token', fb_exchange_token: userToken });

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

/** The Pages the user granted, each with its Page token (asked with a long-lived user token). */
export async function managedPages(
  context: NetworkContext,
  userToken: string,
  options: { withInstagram?: boolean } = {},
): Promise<ManagedPage[]> {
  const body = await graph(context, {
    path: 'me/accounts',
    query: { fields: options.withInstagram ? `${PAGE_FIELDS},instagram_business_account` : PAGE_FIELDS, limit: 100 },
    bearer: userToken,
  });
  return requireList(context.network, body, 'data').map((page) => ({
    id: requireString(context.network, page, 'id'),
    name: optionalString(page, 'name') ?? requireString(context.network, page, 'id'),
    username: optionalString(page, 'username'),
    pictureUrl: optionalString(page, 'picture.data.url'),
    accessToken: requireString(context.network, page, 'access_token'),
    instagramId: optionalString(page, 'instagram_business_account.id'),
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
