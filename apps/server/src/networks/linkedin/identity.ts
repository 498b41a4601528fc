import type { AccountCredentials } from '../types.ts';
import { memberUrn } from './api.ts';

/**
 * Who a LinkedIn account publishes as. The member connects; they may then choose one of the Pages
 * they administer (`settings.author`, an organisation URN). The member stays known
 * (`settings.memberId`) so that they can choose themselves again. An account connected before
 * Pages existed has neither setting: it is the member, whose id is the account's own.
 */
export const ORGANIZATION_PREFIX = 'urn:li:organization:';

export const isOrganization = (urn: string) => urn.startsWith(ORGANIZATION_PREFIX);

export const memberIdOf = (account: Pick<AccountCredentials, 'externalId' | 'settings'>) => account.settings.memberId ?? account.externalId;

/** The URN posts, comments and uploads are made as: the chosen Page, or the member. */
export const authorOf = (account: Pick<AccountCredentials, 'externalId' | 'settings'>) => account.settings.author ?? memberUrn(memberIdOf(account));

/** The Page's name as the user chose it, for messages (the account's name otherwise). */
export const pageNameOf = (account: Pick<AccountCredentials, 'username' | 'settings'>) => account.settings.pageName || account.username;
