import { frenchMessage } from '@publia/shared';
import { isNetworkError, NetworkError } from '../network-error.ts';
import type { NetworkContext } from '../context.ts';
import type { TokenSet } from '../types.ts';
import { longLivedUserToken, managedPages, type ManagedPage } from './facebook-login.ts';

/**
 * Graph has no refresh token. What Publia keeps as one is the Page and the long-lived user token
 * its Page token came from (`{pageId}|{userToken}`, the shape of Meta's own app tokens): enough to
 * re-run the long-lived exchange and derive that same Page's token again.
 */
const grantOf = (pageId: string, userToken: string) => `${pageId}|${userToken}`;

function readGrant(refreshToken: string | null | undefined): { pageId: string; userToken: string } | null {
  const separator = refreshToken?.indexOf('|') ?? -1;
  if (!refreshToken || separator <= 0 || separator === refreshToken.length - 1) return null;
  return { pageId: refreshToken.slice(0, separator), userToken: refreshToken.slice(separator + 1) };
}

/** A Page token from a long-lived user token does not expire, so no `expiresAt`. */
export const pageTokens = (page: ManagedPage, userToken: string, scope: string): TokenSet => ({
  accessToken: page.accessToken,
  refreshToken: grantOf(page.id, userToken),
  expiresAt: null,
  scope,
});

/**
 * Derives the Page token again from the kept user token — for the same Page, or for `pageId` when
 * the user picked another of their Pages. Whatever Meta refuses here (a spent or revoked user
 * token, a Page no longer granted) means the user must reconnect: `token_expired`. Only a failure
 * worth retrying (network down, throttling) keeps its own kind.
 */
export async function refreshPageToken(context: NetworkContext, tokens: TokenSet, pageId?: string): Promise<TokenSet> {
  const grant = readGrant(tokens.refreshToken);
  if (!grant) throw new NetworkError(context.network, 'token_expired', frenchMessage('network.meta.reconnect'));
  try {
    const userToken = await longLivedUserToken(context, grant.userToken);
    const pages = await managedPages(context, userToken.accessToken);
    const page = pages.find((candidate) => candidate.id === (pageId ?? grant.pageId));
    if (!page) throw new NetworkError(context.network, 'token_expired', frenchMessage('network.meta.pageGone'));
    return pageTokens(page, userToken.accessToken, tokens.scope ?? '');
  } catch (error) {
    if (isNetworkError(error) && (error.kind === 'invalid_content' || error.kind === 'permission_missing')) {
      throw new NetworkError(context.network, 'token_expired', error.message.replace(/^[^:]+ : /, ''), error.details);
    }
    throw error;
  }
}
