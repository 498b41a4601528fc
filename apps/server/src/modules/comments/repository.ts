import { COMMENT_WAITING_STATUSES, type CommentFlagReason, type CommentSentiment, type CommentStatus, type Network } from '@publia/shared';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { commentReplies, comments, commentSettings, contents, memberships, publicationTargets, savedReplies, socialAccounts, users } from '../../db/schema/index.ts';

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** A comment as the inbox reads it, with its account, its post and its assignee. */
export interface CommentRow {
  id: string;
  workspaceId: string;
  accountId: string;
  accountName: string | null;
  accountConnected: boolean | null;
  platform: string;
  targetId: string | null;
  contentId: string | null;
  postTitle: string | null;
  postText: string | null;
  postUrl: string | null;
  postMediaUrl: string | null;
  publishedAt: Date | null;
  postExternalId: string;
  externalId: string;
  parentExternalId: string | null;
  authorName: string;
  authorHandle: string | null;
  text: string;
  url: string | null;
  writtenAt: Date;
  status: CommentStatus;
  flagReason: CommentFlagReason | null;
  flagDetail: string | null;
  sentiment: CommentSentiment;
  hidden: boolean;
  removed: boolean;
  readAt: Date | null;
  assigneeId: string | null;
  assigneeName: string | null;
  respondedAt: Date | null;
}

const commentColumns = {
  id: comments.id,
  workspaceId: comments.workspaceId,
  accountId: comments.accountId,
  accountName: socialAccounts.username,
  accountConnected: socialAccounts.isConnected,
  platform: comments.platform,
  targetId: comments.targetId,
  contentId: comments.contentId,
  postTitle: contents.title,
  postText: sql<string | null>`coalesce(${contents.variants} ->> ${comments.platform}, ${contents.text})`,
  postUrl: publicationTargets.url,
  postMediaUrl: contents.mediaUrl,
  publishedAt: publicationTargets.publishedAt,
  postExternalId: comments.postExternalId,
  externalId: comments.externalId,
  parentExternalId: comments.parentExternalId,
  authorName: comments.authorName,
  authorHandle: comments.authorHandle,
  text: comments.text,
  url: comments.url,
  writtenAt: comments.writtenAt,
  status: comments.status,
  flagReason: comments.flagReason,
  flagDetail: comments.flagDetail,
  sentiment: comments.sentiment,
  hidden: comments.hidden,
  removed: comments.removed,
  readAt: comments.readAt,
  assigneeId: comments.assigneeId,
  assigneeName: sql<string | null>`coalesce(${users.name}, ${users.email})`,
  respondedAt: comments.respondedAt,
};

function selectComments(db: Executor) {
  return db
    .select(commentColumns)
    .from(comments)
    .leftJoin(socialAccounts, eq(socialAccounts.id, comments.accountId))
    .leftJoin(publicationTargets, eq(publicationTargets.id, comments.targetId))
    .leftJoin(contents, eq(contents.id, comments.contentId))
    .leftJoin(users, eq(users.id, comments.assigneeId));
}

/** The inbox's filters, already checked and turned into instants. */
export interface CommentFilters {
  q?: string;
  platform?: Network;
  status?: CommentStatus;
  sentiment?: CommentSentiment;
  contentId?: string;
  from?: Date;
  /** Exclusive. */
  until?: Date;
  assignee?: { kind: 'user'; userId: string } | { kind: 'none' };
  unread?: boolean;
}

function filterConditions(workspaceId: string, filters: CommentFilters): SQL[] {
  const conditions: (SQL | undefined)[] = [eq(comments.workspaceId, workspaceId)];
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    conditions.push(or(ilike(comments.text, pattern), ilike(comments.authorName, pattern), ilike(comments.authorHandle, pattern)));
  }
  if (filters.platform) conditions.push(eq(comments.platform, filters.platform));
  if (filters.status) conditions.push(eq(comments.status, filters.status));
  if (filters.sentiment) conditions.push(eq(comments.sentiment, filters.sentiment));
  if (filters.contentId) conditions.push(eq(comments.contentId, filters.contentId));
  if (filters.from) conditions.push(sql`${comments.writtenAt} >= ${filters.from.toISOString()}::timestamptz`);
  if (filters.until) conditions.push(sql`${comments.writtenAt} < ${filters.until.toISOString()}::timestamptz`);
  if (filters.assignee?.kind === 'none') conditions.push(isNull(comments.assigneeId));
  if (filters.assignee?.kind === 'user') conditions.push(eq(comments.assigneeId, filters.assignee.userId));
  if (filters.unread === true) conditions.push(isNull(comments.readAt));
  if (filters.unread === false) conditions.push(isNotNull(comments.readAt));
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/** A page of the inbox, newest first, after the (written at, id) of the previous page's last comment. */
export async function findCommentPage(
  db: Db,
  workspaceId: string,
  filters: CommentFilters,
  page: { after: { at: Date; id: string } | null; limit: number },
): Promise<CommentRow[]> {
  const conditions = filterConditions(workspaceId, filters);
  if (page.after) conditions.push(sql`(${comments.writtenAt}, ${comments.id}) < (${page.after.at.toISOString()}::timestamptz, ${page.after.id}::uuid)`);
  return (await selectComments(db)
    .where(and(...conditions))
    .orderBy(desc(comments.writtenAt), desc(comments.id))
    .limit(page.limit)) as CommentRow[];
}

/** How many rows match, counted up to `upTo + 1`: the scan stops there, whatever the inbox's size. */
const countedUpTo = (where: SQL | undefined, upTo: number) => sql<number>`(select count(*)::int from (select 1 from ${comments} where ${where} limit ${upTo + 1}) as matching)`;

/**
 * The inbox's three counts in one statement (a list is read often; each statement is a round trip):
 * what waits (pending or flagged), what matches the filters — both up to `upTo + 1` — and the
 * connected accounts of the networks whose comments can be read.
 */
export async function countInbox(
  db: Db,
  workspaceId: string,
  filters: CommentFilters,
  options: { upTo: number; readable: readonly Network[] },
): Promise<{ waiting: number; total: number; readableAccounts: number }> {
  const waiting = and(eq(comments.workspaceId, workspaceId), inArray(comments.status, [...COMMENT_WAITING_STATUSES]));
  const [row] = await rawRows<{ waiting: number; total: number; readable_accounts: number }>(
    db,
    sql`select ${countedUpTo(waiting, options.upTo)} as waiting,
               ${countedUpTo(and(...filterConditions(workspaceId, filters)), options.upTo)} as total,
               (select count(*)::int from ${socialAccounts}
                where ${socialAccounts.workspaceId} = ${workspaceId} and ${socialAccounts.isConnected}
                  and ${socialAccounts.platform} in ${options.readable}) as readable_accounts`,
  );
  return { waiting: Number(row!.waiting), total: Number(row!.total), readableAccounts: Number(row!.readable_accounts) };
}

export async function findComment(db: Executor, workspaceId: string, id: string): Promise<CommentRow | null> {
  const [row] = await selectComments(db).where(and(eq(comments.workspaceId, workspaceId), eq(comments.id, id)));
  return (row as CommentRow | undefined) ?? null;
}

export interface ReplyRow {
  id: string;
  commentId: string;
  externalId: string;
  text: string;
  url: string | null;
  memberName: string | null;
  writtenAt: Date;
}

export async function findReplies(db: Executor, commentIds: string[]): Promise<ReplyRow[]> {
  if (commentIds.length === 0) return [];
  return db
    .select({
      id: commentReplies.id,
      commentId: commentReplies.commentId,
      externalId: commentReplies.externalId,
      text: commentReplies.text,
      url: commentReplies.url,
      memberName: sql<string | null>`case when ${commentReplies.userId} is null then null else coalesce(${users.name}, ${users.email}) end`,
      writtenAt: commentReplies.writtenAt,
    })
    .from(commentReplies)
    .leftJoin(users, eq(users.id, commentReplies.userId))
    .where(inArray(commentReplies.commentId, commentIds))
    .orderBy(asc(commentReplies.writtenAt));
}

/** The comments of the same post on the same account (the conversation around a comment), oldest first. */
export async function findPostComments(db: Db, accountId: string, postExternalId: string): Promise<CommentRow[]> {
  return (await selectComments(db)
    .where(and(eq(comments.accountId, accountId), eq(comments.postExternalId, postExternalId)))
    .orderBy(asc(comments.writtenAt))
    .limit(500)) as CommentRow[];
}

/** How many comments this author left on the workspace's posts. */
export async function countAuthorComments(db: Db, workspaceId: string, platform: string, author: { name: string; handle: string | null }): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(comments)
    .where(
      and(eq(comments.workspaceId, workspaceId), eq(comments.platform, platform), author.handle ? eq(comments.authorHandle, author.handle) : eq(comments.authorName, author.name)),
    );
  return row?.total ?? 0;
}

/** What moderation changes on a comment; an absent field is kept. */
export interface CommentChanges {
  status?: CommentStatus;
  hidden?: boolean;
  removed?: boolean;
  read?: boolean;
  assigneeId?: string | null;
  respondedAt?: Date;
  moderatedAt?: Date;
}

export async function updateComment(db: Executor, workspaceId: string, id: string, changes: CommentChanges): Promise<void> {
  await updateComments(db, workspaceId, [id], changes);
}

export async function updateComments(db: Executor, workspaceId: string, ids: string[], changes: CommentChanges, onlyStatuses?: readonly CommentStatus[]): Promise<number> {
  if (ids.length === 0) return 0;
  const set: Partial<typeof comments.$inferInsert> = {};
  if (changes.status) set.status = changes.status;
  if (changes.hidden !== undefined) set.hidden = changes.hidden;
  if (changes.removed !== undefined) set.removed = changes.removed;
  if (changes.read !== undefined) set.readAt = changes.read ? (sql`coalesce(${comments.readAt}, now())` as unknown as Date) : null;
  if (changes.assigneeId !== undefined) set.assigneeId = changes.assigneeId;
  if (changes.respondedAt) set.respondedAt = sql`coalesce(${comments.respondedAt}, ${changes.respondedAt.toISOString()}::timestamptz)` as unknown as Date;
  if (changes.moderatedAt) set.moderatedAt = changes.moderatedAt;
  const conditions = [eq(comments.workspaceId, workspaceId), inArray(comments.id, ids)];
  if (onlyStatuses) conditions.push(inArray(comments.status, [...onlyStatuses]));
  const updated = await db
    .update(comments)
    .set(set)
    .where(and(...conditions))
    .returning({ id: comments.id });
  return updated.length;
}

export async function insertReply(
  db: Executor,
  reply: { workspaceId: string; commentId: string; externalId: string; text: string; url: string | null; userId: string | null; writtenAt: Date },
): Promise<void> {
  await db.insert(commentReplies).values(reply).onConflictDoNothing();
}

const counted = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

/** Period statistics of the inbox (`from` inclusive). */
export interface StatsRow {
  total: number;
  responded: number;
  rejected: number;
  flagged: number;
  waiting: number;
  averageResponseSeconds: number | null;
  positive: number;
  neutral: number;
  negative: number;
}

/**
 * The period's statistics in one pass over the comments written since `from` (the index on
 * workspace and time), the networks' counts included.
 */
export async function readStats(
  db: Db,
  workspaceId: string,
  from: Date,
  platforms: readonly Network[],
): Promise<{ totals: StatsRow; platforms: { platform: Network; total: number }[] }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      // An answered comment rejected afterwards counts as rejected, not as answered.
      responded: counted(sql`${comments.respondedAt} is not null and ${comments.status} <> 'rejected'`),
      rejected: counted(sql`${comments.status} = 'rejected'`),
      flagged: counted(sql`${comments.status} = 'flagged'`),
      waiting: counted(sql`${comments.status} in ('pending', 'flagged')`),
      averageResponseSeconds: sql<
        number | null
      >`(avg(extract(epoch from ${comments.respondedAt} - ${comments.writtenAt})) filter (where ${comments.respondedAt} is not null and ${comments.status} <> 'rejected'))::float8`,
      positive: counted(sql`${comments.sentiment} = 'positive'`),
      neutral: counted(sql`${comments.sentiment} = 'neutral'`),
      negative: counted(sql`${comments.sentiment} = 'negative'`),
      ...Object.fromEntries(platforms.map((platform) => [`on_${platform}`, counted(sql`${comments.platform} = ${platform}`)])),
    })
    .from(comments)
    .where(and(eq(comments.workspaceId, workspaceId), sql`${comments.writtenAt} >= ${from.toISOString()}::timestamptz`));
  const figures = row as unknown as StatsRow & Record<string, number>;
  return {
    totals: figures,
    platforms: platforms
      .map((platform) => ({ platform, total: Number(figures[`on_${platform}`] ?? 0) }))
      .filter((entry) => entry.total > 0)
      .sort((a, b) => b.total - a.total),
  };
}

/** The members of the workspace with a name to show. */
export async function findMembers(db: Db, workspaceId: string): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: users.id, name: sql<string>`coalesce(${users.name}, ${users.email})` })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.workspaceId, workspaceId))
    .orderBy(asc(sql`coalesce(${users.name}, ${users.email})`));
}

// Saved replies and settings.

export async function findSettings(db: Executor, workspaceId: string) {
  const [row] = await db.select().from(commentSettings).where(eq(commentSettings.workspaceId, workspaceId));
  return row ?? null;
}

export async function saveFilterWords(db: Db, workspaceId: string, words: string[] | null): Promise<void> {
  await db
    .insert(commentSettings)
    .values({ workspaceId, filterWords: words })
    .onConflictDoUpdate({ target: commentSettings.workspaceId, set: { filterWords: words } });
}

export async function findSavedReplies(db: Executor, workspaceId: string) {
  return db
    .select({ id: savedReplies.id, title: savedReplies.title, text: savedReplies.text })
    .from(savedReplies)
    .where(eq(savedReplies.workspaceId, workspaceId))
    .orderBy(asc(savedReplies.createdAt), asc(savedReplies.id));
}

/**
 * Gives the workspace its default saved replies, once: in one transaction with the mark that says
 * so, so that two first visits at once do not give them twice and a deleted default stays deleted.
 */
export async function seedSavedReplies(db: Db, workspaceId: string, defaults: { title: string; text: string }[], now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const marked = await tx
      .insert(commentSettings)
      .values({ workspaceId, savedRepliesSeeded: true })
      .onConflictDoUpdate({ target: commentSettings.workspaceId, set: { savedRepliesSeeded: true }, setWhere: eq(commentSettings.savedRepliesSeeded, false) })
      .returning({ workspaceId: commentSettings.workspaceId });
    if (marked.length === 0) return;
    await tx.insert(savedReplies).values(defaults.map((reply, index) => ({ workspaceId, ...reply, createdAt: new Date(now.getTime() + index) })));
  });
}

export async function countSavedReplies(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(savedReplies).where(eq(savedReplies.workspaceId, workspaceId));
  return row?.total ?? 0;
}

export async function insertSavedReply(db: Db, workspaceId: string, reply: { title: string; text: string }) {
  const [row] = await db
    .insert(savedReplies)
    .values({ workspaceId, ...reply })
    .returning({ id: savedReplies.id, title: savedReplies.title, text: savedReplies.text });
  return row!;
}

export async function updateSavedReply(db: Db, workspaceId: string, id: string, reply: { title: string; text: string }) {
  const [row] = await db
    .update(savedReplies)
    .set(reply)
    .where(and(eq(savedReplies.workspaceId, workspaceId), eq(savedReplies.id, id)))
    .returning({ id: savedReplies.id, title: savedReplies.title, text: savedReplies.text });
  return row ?? null;
}

export async function deleteSavedReply(db: Db, workspaceId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(savedReplies)
    .where(and(eq(savedReplies.workspaceId, workspaceId), eq(savedReplies.id, id)))
    .returning({ id: savedReplies.id });
  return deleted.length > 0;
}
