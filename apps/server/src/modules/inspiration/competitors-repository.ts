import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { competitorPosts, competitors, inspirationIdeas } from '../../db/schema/index.ts';

export type CompetitorRow = typeof competitors.$inferSelect;
export type CompetitorPostRow = typeof competitorPosts.$inferSelect;
export type NewCompetitorPost = Omit<typeof competitorPosts.$inferInsert, 'competitorId'>;
/** A post with its account and the idea saved from it. */
export type CompetitorPostWithAccount = CompetitorPostRow & { network: string; handle: string; followers: number | null; savedIdeaId: string | null };

export function listCompetitors(db: Db, workspaceId: string): Promise<CompetitorRow[]> {
  return db.select().from(competitors).where(eq(competitors.workspaceId, workspaceId)).orderBy(asc(competitors.createdAt), asc(competitors.id));
}

export async function countCompetitors(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(competitors).where(eq(competitors.workspaceId, workspaceId));
  return row?.n ?? 0;
}

export async function insertCompetitor(db: Db, values: typeof competitors.$inferInsert): Promise<CompetitorRow | undefined> {
  const [row] = await db.insert(competitors).values(values).onConflictDoNothing().returning();
  return row;
}

export async function deleteCompetitor(db: Db, workspaceId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(competitors)
    .where(and(eq(competitors.workspaceId, workspaceId), eq(competitors.id, id)))
    .returning({ id: competitors.id });
  return rows.length > 0;
}

export async function updateCompetitor(db: Db, id: string, changes: Partial<typeof competitors.$inferInsert>): Promise<void> {
  await db.update(competitors).set(changes).where(eq(competitors.id, id));
}

/** Keeps the posts read: new ones added, known ones' figures (and analysis) brought up to date. */
export async function upsertPosts(db: Db, competitorId: string, posts: NewCompetitorPost[], at: Date): Promise<void> {
  if (posts.length === 0) return;
  await db
    .insert(competitorPosts)
    .values(posts.map((post) => ({ ...post, competitorId, updatedAt: at })))
    .onConflictDoUpdate({
      target: [competitorPosts.competitorId, competitorPosts.externalId],
      set: {
        text: sql`excluded.text`,
        imageUrl: sql`excluded.image_url`,
        likes: sql`excluded.likes`,
        comments: sql`excluded.comments`,
        shares: sql`excluded.shares`,
        analysis: sql`excluded.analysis`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

const postColumns = {
  id: competitorPosts.id,
  competitorId: competitorPosts.competitorId,
  externalId: competitorPosts.externalId,
  url: competitorPosts.url,
  text: competitorPosts.text,
  imageUrl: competitorPosts.imageUrl,
  publishedAt: competitorPosts.publishedAt,
  likes: competitorPosts.likes,
  comments: competitorPosts.comments,
  shares: competitorPosts.shares,
  analysis: competitorPosts.analysis,
  updatedAt: competitorPosts.updatedAt,
  network: competitors.network,
  handle: competitors.handle,
  followers: competitors.followers,
  savedIdeaId: inspirationIdeas.id,
};

/** The posts of the workspace's competitors (or those whose text holds `search`), newest first. */
export function listCompetitorPosts(db: Db, workspaceId: string, options: { competitorIds?: string[]; search?: string; limit: number }): Promise<CompetitorPostWithAccount[]> {
  const conditions = [eq(competitors.workspaceId, workspaceId)];
  if (options.competitorIds) conditions.push(inArray(competitors.id, options.competitorIds.length ? options.competitorIds : ['00000000-0000-0000-0000-000000000000']));
  if (options.search) conditions.push(sql`${competitorPosts.text} ilike ${containsPattern(options.search)}`);
  return db
    .select(postColumns)
    .from(competitorPosts)
    .innerJoin(competitors, eq(competitors.id, competitorPosts.competitorId))
    .leftJoin(inspirationIdeas, and(eq(inspirationIdeas.workspaceId, competitors.workspaceId), eq(inspirationIdeas.sourceRef, competitorPosts.id)))
    .where(and(...conditions))
    .orderBy(desc(competitorPosts.publishedAt), asc(competitorPosts.id))
    .limit(options.limit);
}

export async function findCompetitorPost(db: Db, workspaceId: string, id: string): Promise<CompetitorPostWithAccount | undefined> {
  const [row] = await db
    .select(postColumns)
    .from(competitorPosts)
    .innerJoin(competitors, eq(competitors.id, competitorPosts.competitorId))
    .leftJoin(inspirationIdeas, and(eq(inspirationIdeas.workspaceId, competitors.workspaceId), eq(inspirationIdeas.sourceRef, competitorPosts.id)))
    .where(and(eq(competitors.workspaceId, workspaceId), eq(competitorPosts.id, id)))
    .limit(1);
  return row;
}

/** Posts beyond the newest `keep` of an account go. */
export async function trimPosts(db: Db, competitorId: string, keep: number): Promise<void> {
  await db.execute(sql`delete from competitor_posts where competitor_id = ${competitorId} and id not in (
      select id from competitor_posts where competitor_id = ${competitorId} order by published_at desc, id limit ${keep})`);
}

/** Every competitor of every workspace, for the periodic round. */
export function listAllCompetitors(db: Db): Promise<CompetitorRow[]> {
  return db.select().from(competitors).orderBy(asc(competitors.workspaceId), asc(competitors.createdAt));
}
