import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isoInstant } from '../../db/prepared-rows.ts';
import { contentApprovals, contentNotes, users } from '../../db/schema/index.ts';

/** An item's approval as stored (the people by id). */
export type ApprovalRow = typeof contentApprovals.$inferSelect;
export type ApprovalValues = Omit<typeof contentApprovals.$inferInsert, 'updatedAt'>;
export type NoteKind = (typeof contentNotes.$inferSelect)['kind'];

/** A member as the interface names them: their name, else their address. */
const personName = (alias: string) => `coalesce(nullif(btrim(${alias}.name), ''), ${alias}.email)`;
const personJson = (alias: string) => `case when ${alias}.id is null then null else json_build_object('id', ${alias}.id, 'name', ${personName(alias)}) end`;

/**
 * The approval of the item `item` (a table alias of `contents`) as the answer's JSON, null when no
 * one asked: a primary-key read inside the statement that reads the item, so a page of items costs
 * no query per row. Its instants are the JSON's text, as `toContentItem` writes them.
 */
export const approvalJson = (item: string) => `(select json_build_object(
    'status', a.status, 'intent', a.intent, 'scheduledFor', ${isoInstant('a.scheduled_for')},
    'requestedBy', ${personJson('ru')}, 'requestedAt', ${isoInstant('a.requested_at')},
    'decidedBy', ${personJson('du')}, 'decidedAt', ${isoInstant('a.decided_at')}, 'comment', a.comment)
   from content_approvals a left join users ru on ru.id = a.requested_by left join users du on du.id = a.decided_by
  where a.content_id = ${item}.id)`;

export async function findApproval(db: Db, workspaceId: string, contentId: string): Promise<ApprovalRow | null> {
  const [row] = await db
    .select()
    .from(contentApprovals)
    .where(and(eq(contentApprovals.workspaceId, workspaceId), eq(contentApprovals.contentId, contentId)));
  return row ?? null;
}

/**
 * Asks for approval: the item's row is written `requested`, unless it is so already (null then, so
 * that two requests at once make one).
 */
export async function requestApprovalUnlessRequested(
  db: Db,
  values: Pick<ApprovalValues, 'contentId' | 'workspaceId' | 'intent' | 'scheduledFor' | 'requestedBy'>,
  now: Date,
): Promise<ApprovalRow | null> {
  const fresh = { ...values, status: 'requested' as const, requestedAt: now, decidedBy: null, decidedAt: null, comment: null };
  const [row] = await db
    .insert(contentApprovals)
    .values(fresh)
    .onConflictDoUpdate({
      target: contentApprovals.contentId,
      set: { ...fresh, updatedAt: now },
      setWhere: ne(contentApprovals.status, 'requested'),
    })
    .returning();
  return row ?? null;
}

/** Approves or refuses a requested item; null when it is no longer requested (another admin decided first). */
export async function decideApprovalIfRequested(
  db: Db,
  workspaceId: string,
  contentId: string,
  decision: { status: 'approved' | 'rejected'; decidedBy: string; comment: string | null },
  now: Date,
): Promise<ApprovalRow | null> {
  const [row] = await db
    .update(contentApprovals)
    .set({ ...decision, decidedAt: now, updatedAt: now })
    .where(and(eq(contentApprovals.workspaceId, workspaceId), eq(contentApprovals.contentId, contentId), eq(contentApprovals.status, 'requested')))
    .returning();
  return row ?? null;
}

/** Approves the item whatever its approval was: an admin who publishes or schedules it approves it so. */
export async function approveOutright(db: Db, workspaceId: string, contentId: string, decidedBy: string, now: Date): Promise<void> {
  const approved = { status: 'approved' as const, decidedBy, decidedAt: now, comment: null };
  await db
    .insert(contentApprovals)
    .values({ contentId, workspaceId, ...approved })
    .onConflictDoUpdate({ target: contentApprovals.contentId, set: { ...approved, updatedAt: now } });
}

/** An approved item edited by someone who may not approve asks for approval again; null when it was not approved. */
export async function reopenApprovalIfApproved(db: Db, workspaceId: string, contentId: string, requestedBy: string, now: Date): Promise<ApprovalRow | null> {
  const [row] = await db
    .update(contentApprovals)
    .set({
      status: 'requested',
      intent: 'none',
      scheduledFor: null,
      requestedBy,
      requestedAt: now,
      decidedBy: null,
      decidedAt: null,
      comment: null,
      updatedAt: now,
    })
    .where(and(eq(contentApprovals.workspaceId, workspaceId), eq(contentApprovals.contentId, contentId), eq(contentApprovals.status, 'approved')))
    .returning();
  return row ?? null;
}

/** Puts back the approval as it was before a change whose publication could not be made (none: the row goes). */
export async function restoreApproval(db: Db, workspaceId: string, contentId: string, previous: ApprovalRow | null, now: Date): Promise<void> {
  if (!previous) {
    await db.delete(contentApprovals).where(and(eq(contentApprovals.workspaceId, workspaceId), eq(contentApprovals.contentId, contentId)));
    return;
  }
  const { status, intent, scheduledFor, requestedBy, requestedAt, decidedBy, decidedAt, comment } = previous;
  await db
    .update(contentApprovals)
    .set({ status, intent, scheduledFor, requestedBy, requestedAt, decidedBy, decidedAt, comment, updatedAt: now })
    .where(and(eq(contentApprovals.workspaceId, workspaceId), eq(contentApprovals.contentId, contentId)));
}

export interface NoteRow {
  id: string;
  userId: string | null;
  authorName: string | null;
  kind: NoteKind;
  text: string;
  createdAt: Date;
}

const noteColumns = {
  id: contentNotes.id,
  userId: contentNotes.userId,
  authorName: sql<string | null>`${sql.raw(personName('"users"'))}`,
  kind: contentNotes.kind,
  text: contentNotes.text,
  createdAt: contentNotes.createdAt,
};

export async function insertNote(db: Db, values: { workspaceId: string; contentId: string; userId: string; kind: NoteKind; text: string }): Promise<NoteRow> {
  const [inserted] = await db.insert(contentNotes).values(values).returning({ id: contentNotes.id });
  if (!inserted) throw new Error('insert note returned nothing');
  const [row] = await db.select(noteColumns).from(contentNotes).leftJoin(users, eq(users.id, contentNotes.userId)).where(eq(contentNotes.id, inserted.id));
  if (!row) throw new Error('note not found after insert');
  return row;
}

/** The item's notes, oldest first, with their writer's name. */
export async function listNotes(db: Db, workspaceId: string, contentId: string): Promise<NoteRow[]> {
  return db
    .select(noteColumns)
    .from(contentNotes)
    .leftJoin(users, eq(users.id, contentNotes.userId))
    .where(and(eq(contentNotes.workspaceId, workspaceId), eq(contentNotes.contentId, contentId)))
    .orderBy(asc(contentNotes.createdAt), asc(contentNotes.id));
}

/** Everyone who wrote on the item (notes, requests, decisions), once each. */
export async function listNoteWriters(db: Db, workspaceId: string, contentId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: contentNotes.userId })
    .from(contentNotes)
    .where(and(eq(contentNotes.workspaceId, workspaceId), eq(contentNotes.contentId, contentId)));
  return rows.flatMap((row) => (row.userId ? [row.userId] : []));
}
