import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { contents, linkSettings, shortLinkClicks, shortLinks, workspaces } from '../../db/schema/index.ts';
import type { ResolvedShortLink } from '../../core/context/short-links.ts';

export interface NewShortLink {
  code: string;
  workspaceId: string;
  target: string;
  contentId: string | null;
  publicationTargetId: string | null;
  network: string | null;
}

export interface ClickCount {
  linkId: string;
  source: string;
  /** UTC day, YYYY-MM-DD. */
  day: string;
  clicks: number;
}

export async function findLinkByCode(db: Db, code: string): Promise<ResolvedShortLink | null> {
  const [row] = await db.select({ id: shortLinks.id, target: shortLinks.target, network: shortLinks.network }).from(shortLinks).where(eq(shortLinks.code, code)).limit(1);
  return row ?? null;
}

/** Inserts the links not made yet; a (publication target, address) already shortened, or a code already taken, is left as it is. */
export async function insertLinks(db: Db, links: NewShortLink[]): Promise<void> {
  if (links.length === 0) return;
  await db.insert(shortLinks).values(links).onConflictDoNothing();
}

/** The codes of a publication target's links, by address. */
export async function codesOfTarget(db: Db, publicationTargetId: string, targets: string[]): Promise<Map<string, string>> {
  if (targets.length === 0) return new Map();
  const rows = await db
    .select({ target: shortLinks.target, code: shortLinks.code })
    .from(shortLinks)
    .where(and(eq(shortLinks.publicationTargetId, publicationTargetId), inArray(shortLinks.target, targets)));
  return new Map(rows.map((row) => [row.target, row.code]));
}

/** A workspace's link with its clicks, all days together; null for another workspace's. */
export async function findLinkWithClicks(db: Db, workspaceId: string, id: string): Promise<{ id: string; code: string; target: string; clicks: number } | null> {
  const [row] = await rawRows<{ id: string; code: string; target: string; clicks: string }>(
    db,
    sql`select l.id, l.code, l.target, coalesce((select sum(c.clicks) from short_link_clicks c where c.link_id = l.id), 0)::text as clicks
          from short_links l where l.workspace_id = ${workspaceId} and l.id = ${id}`,
  );
  return row ? { ...row, clicks: Number(row.clicks) } : null;
}

export async function insertLink(db: Db, link: NewShortLink): Promise<{ id: string } | null> {
  const [row] = await db.insert(shortLinks).values(link).onConflictDoNothing().returning({ id: shortLinks.id });
  return row ?? null;
}

const arrayLiteral = (values: readonly (string | number)[]) => `{${values.join(',')}}`;

/**
 * Adds a batch of counts in one statement (one row per link, source and day, summed beforehand):
 * a day's count only grows. Sources are network keys or `bio`, days ISO dates: nothing in them
 * needs quoting inside an array literal.
 */
export async function addClicks(db: Db, counts: readonly ClickCount[]): Promise<void> {
  if (counts.length === 0) return;
  await db.execute(sql`insert into short_link_clicks (link_id, source, day, clicks)
    select * from unnest(${arrayLiteral(counts.map((c) => c.linkId))}::uuid[], ${arrayLiteral(counts.map((c) => c.source))}::text[],
                         ${arrayLiteral(counts.map((c) => c.day))}::date[], ${arrayLiteral(counts.map((c) => c.clicks))}::int[])
    on conflict (link_id, source, day) do update set clicks = short_link_clicks.clicks + excluded.clicks`);
}

/** Clicks of each publication target's links, summed over every day. */
export async function clicksByPublicationTarget(db: Db, publicationTargetIds: readonly string[]): Promise<Map<string, number>> {
  if (publicationTargetIds.length === 0) return new Map();
  const rows = await rawRows<{ targetId: string; clicks: string }>(
    db,
    sql`select l.publication_target_id as "targetId", sum(c.clicks)::text as clicks
          from short_links l join short_link_clicks c on c.link_id = l.id
         where l.publication_target_id = any(${arrayLiteral(publicationTargetIds)}::uuid[])
         group by l.publication_target_id`,
  );
  return new Map(rows.map((row) => [row.targetId, Number(row.clicks)]));
}

/** Clicks of a workspace's links per source between two UTC days (both included). */
export async function clicksBySource(db: Db, workspaceId: string, fromDay: string, toDay: string): Promise<Map<string, number>> {
  const rows = await rawRows<{ source: string; clicks: string }>(
    db,
    sql`select c.source, sum(c.clicks)::text as clicks
          from short_link_clicks c join short_links l on l.id = c.link_id
         where l.workspace_id = ${workspaceId} and c.day between ${fromDay}::date and ${toDay}::date
         group by c.source`,
  );
  return new Map(rows.map((row) => [row.source, Number(row.clicks)]));
}

export async function clickRows(db: Db, linkId: string): Promise<ClickCount[]> {
  return db
    .select({ linkId: shortLinkClicks.linkId, source: shortLinkClicks.source, day: shortLinkClicks.day, clicks: shortLinkClicks.clicks })
    .from(shortLinkClicks)
    .where(eq(shortLinkClicks.linkId, linkId));
}

export async function findLinkSettings(db: Db, workspaceId: string): Promise<{ shortenLinks: boolean; defaultCampaign: string | null } | null> {
  const [row] = await db
    .select({ shortenLinks: linkSettings.shortenLinks, defaultCampaign: linkSettings.defaultCampaign })
    .from(linkSettings)
    .where(eq(linkSettings.workspaceId, workspaceId))
    .limit(1);
  return row ?? null;
}

export async function upsertLinkSettings(db: Db, workspaceId: string, settings: { shortenLinks: boolean; defaultCampaign: string | null }, now: Date): Promise<void> {
  await db
    .insert(linkSettings)
    .values({ workspaceId, ...settings })
    .onConflictDoUpdate({ target: linkSettings.workspaceId, set: { ...settings, updatedAt: now } });
}

export interface BioRow {
  workspaceId: string;
  workspaceName: string;
  name: string | null;
  color: string;
  links: { label: string; url: string }[];
}

const bioColumns = { workspaceId: linkSettings.workspaceId, name: linkSettings.bioName, color: linkSettings.bioColor, links: linkSettings.bioLinks };

export async function findBio(db: Db, workspaceId: string): Promise<Omit<BioRow, 'workspaceName'> | null> {
  const [row] = await db.select(bioColumns).from(linkSettings).where(eq(linkSettings.workspaceId, workspaceId)).limit(1);
  return row ?? null;
}

export async function findBioByName(db: Db, name: string): Promise<BioRow | null> {
  const [row] = await db
    .select({ ...bioColumns, workspaceName: workspaces.name })
    .from(linkSettings)
    .innerJoin(workspaces, eq(workspaces.id, linkSettings.workspaceId))
    .where(eq(linkSettings.bioName, name))
    .limit(1);
  return row ?? null;
}

/** Saves the page; false when its name is another workspace's (nothing written then). */
export async function upsertBio(db: Db, workspaceId: string, bio: { name: string | null; color: string; links: { label: string; url: string }[] }, now: Date): Promise<boolean> {
  const values = { bioName: bio.name, bioColor: bio.color, bioLinks: bio.links };
  try {
    await db
      .insert(linkSettings)
      .values({ workspaceId, ...values })
      .onConflictDoUpdate({ target: linkSettings.workspaceId, set: { ...values, updatedAt: now } });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** The workspace's latest published items, newest first, with their title, text and link field. */
export async function latestPublished(db: Db, workspaceId: string, limit: number): Promise<{ title: string | null; text: string; link: string | null }[]> {
  return db
    .select({ title: contents.title, text: contents.text, link: contents.link })
    .from(contents)
    .where(and(eq(contents.workspaceId, workspaceId), eq(contents.status, 'published'), isNotNull(contents.publishedAt)))
    .orderBy(desc(contents.publishedAt))
    .limit(limit);
}

/** The bio page's short link of each address, made where missing (one per workspace and address). */
export async function bioCodes(db: Db, workspaceId: string, links: { code: string; target: string }[]): Promise<Map<string, string>> {
  if (links.length === 0) return new Map();
  await db
    .insert(shortLinks)
    .values(links.map((link) => ({ ...link, workspaceId, contentId: null, publicationTargetId: null, network: 'bio' })))
    .onConflictDoNothing();
  const rows = await db
    .select({ target: shortLinks.target, code: shortLinks.code })
    .from(shortLinks)
    .where(
      and(
        eq(shortLinks.workspaceId, workspaceId),
        eq(shortLinks.network, 'bio'),
        inArray(
          shortLinks.target,
          links.map((link) => link.target),
        ),
      ),
    );
  return new Map(rows.map((row) => [row.target, row.code]));
}
