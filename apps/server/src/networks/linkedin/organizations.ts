import { frenchMessage } from '@publia/shared';
import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { NetworkError } from '../network-error.ts';
import { readAnswer } from '../read-answer.ts';
import type { AccountCredentials, NetworkProfile } from '../types.ts';
import { linkedinApi, urnPath } from './api.ts';
import { authorOf, isOrganization, ORGANIZATION_PREFIX, pageNameOf } from './identity.ts';

/** A LinkedIn Page (an organisation) the member administers. */
export interface LinkedInPage {
  urn: string;
  name: string;
}

/** The most role assignments one page of the ACL finder gives; a member rarely administers more Pages. */
const ACL_PAGE_SIZE = 100;

const aclsSchema = z.object({ elements: z.array(z.object({ organization: z.string().min(1) })) });
const organizationSchema = z.object({ id: z.number(), localizedName: z.string().min(1), vanityName: z.string().nullish() });
const organizationsSchema = z.object({ results: z.record(z.string(), organizationSchema) });
const networkSizeSchema = z.object({ firstDegreeSize: z.number() });

export const organizationUrn = (id: number | string) => `${ORGANIZATION_PREFIX}${id}`;
const organizationId = (urn: string) => urn.slice(ORGANIZATION_PREFIX.length);

/**
 * The organisations the token's member administers now: the ACL finder by role assignee (the
 * member of the token), approved administrator roles only, which are what posting as a Page needs.
 */
async function administeredUrns(context: NetworkContext, token: string): Promise<string[]> {
  const answer = await linkedinApi(context, {
    method: 'GET',
    path: '/rest/organizationAcls',
    query: { q: 'roleAssignee', role: 'ADMINISTRATOR', state: 'APPROVED', count: ACL_PAGE_SIZE },
    bearer: token,
  });
  const urns = readAnswer('linkedin', aclsSchema, answer).elements.map((acl) => acl.organization);
  return [...new Set(urns.filter(isOrganization))];
}

/**
 * The Pages the member administers, with their names: the ACL finder, then one batch read of the
 * organisations (`ids=List(…)`, built as a path so that Rest.li 2.0 gets its parentheses as they are).
 */
export async function administeredPages(context: NetworkContext, token: string): Promise<LinkedInPage[]> {
  const urns = await administeredUrns(context, token);
  if (urns.length === 0) return [];
  const answer = await linkedinApi(context, {
    method: 'GET',
    path: `/rest/organizations?ids=List(${urns.map(organizationId).join(',')})`,
    bearer: token,
  });
  const { results } = readAnswer('linkedin', organizationsSchema, answer);
  return urns.flatMap((urn) => {
    const found = results[organizationId(urn)];
    return found ? [{ urn, name: found.localizedName }] : [];
  });
}

/**
 * Refuses, before anything is sent, to publish as a Page the member no longer administers (a role
 * taken back on LinkedIn since the choice): LinkedIn would refuse the post, after the uploads.
 */
export async function requirePageAdmin(context: NetworkContext, account: AccountCredentials): Promise<void> {
  const author = authorOf(account);
  if (!isOrganization(author)) return;
  if ((await administeredUrns(context, account.accessToken)).includes(author)) return;
  throw new NetworkError('linkedin', 'permission_missing', frenchMessage('network.linkedinPageNotAdmin', { page: pageNameOf(account) }), { status: 403 });
}

/** A Page's followers: the size of its "followed by member" network. */
export async function pageFollowers(context: NetworkContext, token: string, urn: string): Promise<number> {
  const answer = await linkedinApi(context, {
    method: 'GET',
    path: `/rest/networkSizes/${urnPath(urn)}`,
    query: { edgeType: 'COMPANY_FOLLOWED_BY_MEMBER' },
    bearer: token,
  });
  return readAnswer('linkedin', networkSizeSchema, answer).firstDegreeSize;
}

/**
 * A Page as Publia shows the account: its name, its vanity name as the handle, its followers. The
 * logo is a media URN, not an address a browser can show: no picture.
 */
export async function pageProfile(context: NetworkContext, token: string, urn: string): Promise<NetworkProfile> {
  const [answer, followers] = await Promise.all([
    linkedinApi(context, { method: 'GET', path: `/rest/organizations/${organizationId(urn)}`, bearer: token }),
    pageFollowers(context, token, urn),
  ]);
  const page = readAnswer('linkedin', organizationSchema, answer);
  return { externalId: urn, username: page.vanityName || page.localizedName, displayName: page.localizedName, pictureUrl: null, followers };
}
