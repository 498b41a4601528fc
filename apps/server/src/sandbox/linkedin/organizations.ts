import { createHash } from 'node:crypto';
import type { SandboxContext } from '../kit/context.ts';
import type { SandboxUser } from '../kit/oauth.ts';
import { appendToList, getRecord, putRecord, removeFromList } from '../kit/repository.ts';

/**
 * The Pages (organisations) of the demo: every demo member administers two of their own, created
 * the first time LinkedIn is asked about them. Their administrators are kept, so that a test or a
 * demo takes the member's role back (`_organization-roles`) and sees Publia stop posting as the Page.
 */
export interface FakeOrganization {
  id: number;
  urn: string;
  name: string;
  vanityName: string;
  /** Member URNs holding an approved ADMINISTRATOR role. */
  admins: string[];
  /** The followers it started with. */
  followers: number;
  /** The owner of the member it was made for (`SandboxUser.owner`): whose audience clock it follows. */
  owner: string | null;
}

const DEMO_PAGES = [
  { name: 'Atelier Lumière', vanityName: 'atelier-lumiere' },
  { name: 'Maison Carmin', vanityName: 'maison-carmin' },
];

export const ORGANIZATION_PREFIX = 'urn:li:organization:';
export const isOrganizationUrn = (urn: string) => /^urn:li:organization:\d+$/.test(urn);

const KIND = 'organization';

/** A Page's number for this member: 9 digits from the member and the Page's place, as stable as the member. */
const organizationId = (memberUrn: string, index: number) =>
  100_000_000 + (parseInt(createHash('sha256').update(`${memberUrn}:page:${index}`).digest('hex').slice(0, 12), 16) % 900_000_000);

export const getOrganization = (ctx: SandboxContext, id: string | number) => getRecord<FakeOrganization>(ctx.db, 'linkedin', KIND, String(id));

/** The member's demo Pages, made on first use (an administrator removed since stays removed). */
export async function demoPagesOf(ctx: SandboxContext, member: SandboxUser): Promise<FakeOrganization[]> {
  const memberUrn = `urn:li:person:${member.id}`;
  return Promise.all(
    DEMO_PAGES.map(async (page, index) => {
      const id = organizationId(memberUrn, index);
      const existing = await getOrganization(ctx, id);
      if (existing) return existing;
      const made: FakeOrganization = {
        id,
        urn: `${ORGANIZATION_PREFIX}${id}`,
        ...page,
        admins: [memberUrn],
        followers: 300 + (id % 4_700),
        owner: member.owner ?? null,
      };
      await putRecord(ctx.db, 'linkedin', KIND, String(id), made);
      return made;
    }),
  );
}

/** The organisation a URN names, when the member holds its approved administrator role. */
export async function administeredBy(ctx: SandboxContext, memberUrn: string, urn: string): Promise<FakeOrganization | null> {
  if (!isOrganizationUrn(urn)) return null;
  const organization = await getOrganization(ctx, urn.slice(ORGANIZATION_PREFIX.length));
  return organization?.admins.includes(memberUrn) ? organization : null;
}

/** Gives the member the administrator role of the Page, or takes it back. */
export async function setAdministrator(ctx: SandboxContext, organization: FakeOrganization, memberUrn: string, approved: boolean) {
  const id = String(organization.id);
  if (!approved) return removeFromList(ctx.db, 'linkedin', KIND, id, 'admins', memberUrn);
  if (organization.admins.includes(memberUrn)) return organization;
  return appendToList(ctx.db, 'linkedin', KIND, id, 'admins', memberUrn);
}

/** Scopes as the token carries them. */
const granted = (scope: string) => new Set(scope.split(/[\s,]+/));

/**
 * Whether the token's member may act as `author` with `scope`: as themselves always, as a Page
 * when the token carries the scope and the member administers the Page now. The Page when it is one.
 */
export async function actingAs(
  ctx: SandboxContext,
  caller: { urn: string; scope: string },
  author: unknown,
  scope: 'w_organization_social' | 'r_organization_social' | 'rw_organization_admin',
): Promise<{ ok: true; organization: FakeOrganization | null } | { ok: false }> {
  if (author === caller.urn) return { ok: true, organization: null };
  if (typeof author !== 'string' || !granted(caller.scope).has(scope)) return { ok: false };
  const organization = await administeredBy(ctx, caller.urn, author);
  return organization ? { ok: true, organization } : { ok: false };
}

/** Whether the token carries one of the Pages' scopes. */
export const hasScope = (caller: { scope: string }, scope: string) => granted(caller.scope).has(scope);
