import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { inspirationIdeas, users } from '../../db/schema/index.ts';

export type IdeaRow = typeof inspirationIdeas.$inferSelect & { author: string | null };
export type NewIdea = typeof inspirationIdeas.$inferInsert;

const columns = {
  id: inspirationIdeas.id,
  workspaceId: inspirationIdeas.workspaceId,
  userId: inspirationIdeas.userId,
  title: inspirationIdeas.title,
  text: inspirationIdeas.text,
  hashtags: inspirationIdeas.hashtags,
  network: inspirationIdeas.network,
  objective: inspirationIdeas.objective,
  source: inspirationIdeas.source,
  sourceRef: inspirationIdeas.sourceRef,
  sourceUrl: inspirationIdeas.sourceUrl,
  createdAt: inspirationIdeas.createdAt,
  updatedAt: inspirationIdeas.updatedAt,
  /** Who saved it: their name, else their e-mail. */
  author: sql<string | null>`coalesce(${users.name}, ${users.email})`,
};

/** The workspace's ideas, newest first, optionally those whose title or text holds `search`. */
export function listIdeas(db: Db, workspaceId: string, search?: string, limit = 500): Promise<IdeaRow[]> {
  const where = search
    ? and(eq(inspirationIdeas.workspaceId, workspaceId), sql`(${inspirationIdeas.title} || ' ' || ${inspirationIdeas.text}) ilike ${containsPattern(search)}`)
    : eq(inspirationIdeas.workspaceId, workspaceId);
  return db
    .select(columns)
    .from(inspirationIdeas)
    .leftJoin(users, eq(users.id, inspirationIdeas.userId))
    .where(where)
    .orderBy(desc(inspirationIdeas.createdAt), desc(inspirationIdeas.id))
    .limit(limit);
}

export async function findIdea(db: Db, workspaceId: string, id: string): Promise<IdeaRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(inspirationIdeas)
    .leftJoin(users, eq(users.id, inspirationIdeas.userId))
    .where(and(eq(inspirationIdeas.workspaceId, workspaceId), eq(inspirationIdeas.id, id)))
    .limit(1);
  return row;
}

export async function countIdeas(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(inspirationIdeas).where(eq(inspirationIdeas.workspaceId, workspaceId));
  return row?.n ?? 0;
}

/** Saves an idea; one saved from a news item or a post already saved answers the existing one. */
export async function insertIdea(db: Db, values: NewIdea): Promise<string> {
  const [created] = await db.insert(inspirationIdeas).values(values).onConflictDoNothing().returning({ id: inspirationIdeas.id });
  if (created) return created.id;
  const [existing] = await db
    .select({ id: inspirationIdeas.id })
    .from(inspirationIdeas)
    .where(and(eq(inspirationIdeas.workspaceId, values.workspaceId), sql`${inspirationIdeas.sourceRef} = ${values.sourceRef ?? null}`))
    .limit(1);
  if (!existing) throw new Error('idea vanished while being saved');
  return existing.id;
}

export async function updateIdea(
  db: Db,
  workspaceId: string,
  id: string,
  changes: Pick<NewIdea, 'title' | 'text' | 'hashtags' | 'network' | 'objective'>,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(inspirationIdeas)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(inspirationIdeas.workspaceId, workspaceId), eq(inspirationIdeas.id, id)))
    .returning({ id: inspirationIdeas.id });
  return rows.length > 0;
}

export async function deleteIdea(db: Db, workspaceId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(inspirationIdeas)
    .where(and(eq(inspirationIdeas.workspaceId, workspaceId), eq(inspirationIdeas.id, id)))
    .returning({ id: inspirationIdeas.id });
  return rows.length > 0;
}
