import { frenchMessage } from '@publia/shared';
import type { NetworkContext } from '../context.ts';
import type { AccountCredentials, AccountOption, Connection, NetworkProfile, TokenSet } from '../types.ts';
import { memberUrn } from './api.ts';
import { fetchProfile } from './auth.ts';
import { authorOf, isOrganization } from './identity.ts';
import { administeredPages, pageProfile } from './organizations.ts';

/**
 * "Publier en tant que": the member, and every Page they administer now (read again each time:
 * a role given or taken back on LinkedIn shows at once). A Page no longer administered is not
 * offered, even when it is the current choice: the user picks another identity.
 */
export async function authorOptions(context: NetworkContext, account: AccountCredentials): Promise<AccountOption[]> {
  const [member, pages] = await Promise.all([fetchProfile(context, account.accessToken), administeredPages(context, account.accessToken)]);
  const memberChoice = { value: memberUrn(member.externalId), label: frenchMessage('network.linkedin.memberChoice', { name: member.displayName ?? member.username }) };
  return [
    {
      key: 'author',
      label: frenchMessage('network.linkedin.authorOption'),
      choices: [memberChoice, ...pages.map((page) => ({ value: page.urn, label: page.name }))],
    },
  ];
}

/**
 * The identity chosen, as the account shows it: the Page (its URN is the account's id, its name
 * the account's name) or the member. The token stays the member's: LinkedIn has no Page token,
 * the member posts as the Page. Reading the Page needs its administrator: a role taken back since
 * the options were listed is refused here by LinkedIn.
 */
export async function applyAuthor(context: NetworkContext, tokens: TokenSet, settings: Record<string, string>): Promise<Connection> {
  const member = await fetchProfile(context, tokens.accessToken);
  const author = settings.author && isOrganization(settings.author) ? settings.author : memberUrn(member.externalId);
  if (!isOrganization(author)) return { tokens, profile: member, settings: { author, memberId: member.externalId } };
  const page = await pageProfile(context, tokens.accessToken, author);
  return { tokens, profile: page, settings: { author, memberId: member.externalId, pageName: page.displayName ?? page.username } };
}

/** The account's profile read again: the Page it publishes as, or the member. */
export function accountProfile(context: NetworkContext, account: AccountCredentials): Promise<NetworkProfile> {
  const author = authorOf(account);
  return isOrganization(author) ? pageProfile(context, account.accessToken, author) : fetchProfile(context, account.accessToken);
}
