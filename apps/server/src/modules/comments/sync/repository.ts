import { COMMENT_SUPPORT, NETWORKS, type CommentFlagReason, type CommentSentiment, type CommentStatus, type Network } from '@publia/shared';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { dateOf, rawRows } from '../../../db/raw-rows.ts';
import { commentAccountSyncs, commentPostSyncs, commentReplies, comments } from '../../../db/schema/index.ts';
import { COMMENT_CADENCE } from './cadence.ts';

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

/** Networks whose API gives comments. */
export const READABLE_NETWORKS = NETWORKS.filter((network) => COMMENT_SUPPORT[network].read);

/** An account whose comments are read, with its sync state. */
export interface AccountToRead {
  id: string;
  workspaceId: string;
  platform: string;
  username: string;
  usable: boolean;
  askedAt: Date | null;
  retryAt: Date | null;
}

type AccountRow = { id: string; workspace_id: string; platform: string; username: string; usable: boolean; asked_at: string | null; retry_at: string | null };

export async function findAccountToRead(db: Db, accountId: string): Promise<AccountToRead | null> {
  const [row] = await rawRows<AccountRow>(
    db,
    sql`select a.id, a.workspace_id, a.platform, a.username,
               (a.is_connected and a.access_token_enc is not null and a.error is null) as usable, s.asked_at, s.retry_at
        from social_accounts a left join comment_account_syncs s on s.account_id = a.id
        where a.id = ${accountId}`,
  );
  if (!row) return null;
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    platform: row.platform,
    username: row.username,
    usable: row.usable,
    askedAt: row.asked_at ? dateOf(row.asked_at) : null,
    retryAt: row.retry_at ? dateOf(row.retry_at) : null,
  };
}

/**
 * The accounts with something to read: connected, of a network that gives comments, with a post
 * published in the last 30 days; of one workspace or all.
 */
export async function listAccountsToRead(db: Db, workspaceId: string | null, now: Date): Promise<{ id: string; workspaceId: string }[]> {
  const since = new Date(now.getTime() - COMMENT_CADENCE.watchedForMs).toISOString();
  const found = await rawRows<{ id: string; workspace_id: string }>(
    db,
    sql`select a.id, a.workspace_id from social_accounts a
        where a.is_connected and a.access_token_enc is not null and a.error is null
          and a.platform in ${READABLE_NETWORKS}
          ${workspaceId ? sql`and a.workspace_id = ${workspaceId}` : sql``}
          and exists (select 1 from publication_targets t
                      where t.account_id = a.id and t.status = 'published' and t.external_id is not null
                        and t.published_at >= ${since}::timestamptz)
        order by a.workspace_id, a.id`,
  );
  return found.map((row) => ({ id: row.id, workspaceId: row.workspace_id }));
}

/** « Actualiser »: these accounts read every watched post at their next round. */
export async function markAsked(db: Db, accounts: { id: string; workspaceId: string }[], at: Date): Promise<void> {
  if (accounts.length === 0) return;
  await db
    .insert(commentAccountSyncs)
    .values(accounts.map((account) => ({ accountId: account.id, workspaceId: account.workspaceId, askedAt: at })))
    .onConflictDoUpdate({ target: commentAccountSyncs.accountId, set: { askedAt: sql`excluded.asked_at` } });
}

export async function saveAccountOutcome(
  db: Db,
  account: { id: string; workspaceId: string },
  outcome: { lastSyncedAt?: Date; retryAt: Date | null; lastError: string | null; clearAsked: boolean },
): Promise<void> {
  const set = {
    retryAt: outcome.retryAt,
    lastError: outcome.lastError,
    ...(outcome.lastSyncedAt ? { lastSyncedAt: outcome.lastSyncedAt } : {}),
    ...(outcome.clearAsked ? { askedAt: null } : {}),
  };
  await db
    .insert(commentAccountSyncs)
    .values({ accountId: account.id, workspaceId: account.workspaceId, ...set })
    .onConflictDoUpdate({ target: commentAccountSyncs.accountId, set });
}

/** A published post whose comments are due for a reading. */
export interface PostToRead {
  targetId: string;
  contentId: string;
  externalId: string;
  title: string | null;
  publishedAt: Date;
}

/**
 * The account's posts due: published in the last 30 days, read more than 4 minutes ago when
 * younger than 48 hours and more than 55 minutes ago after that — or not since a user asked.
 */
export async function listPostsToRead(db: Db, accountId: string, now: Date, askedAt: Date | null): Promise<PostToRead[]> {
  const at = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const found = await rawRows<{ target_id: string; content_id: string; external_id: string; title: string | null; published_at: string }>(
    db,
    sql`select t.id as target_id, t.content_id, t.external_id, c.title, t.published_at
        from publication_targets t
        join contents c on c.id = t.content_id
        left join comment_post_syncs s on s.target_id = t.id
        where t.account_id = ${accountId} and t.status = 'published' and t.external_id is not null
          and t.published_at >= ${at(COMMENT_CADENCE.watchedForMs)}::timestamptz
          and (s.checked_at is null
               or (t.published_at >= ${at(COMMENT_CADENCE.freshForMs)}::timestamptz and s.checked_at < ${at(COMMENT_CADENCE.freshEveryMs)}::timestamptz)
               or s.checked_at < ${at(COMMENT_CADENCE.olderEveryMs)}::timestamptz
               ${askedAt ? sql`or s.checked_at < ${askedAt.toISOString()}::timestamptz` : sql``})
        order by t.published_at desc`,
  );
  return found.map((row) => ({
    targetId: row.target_id,
    contentId: row.content_id,
    externalId: row.external_id,
    title: row.title,
    publishedAt: dateOf(row.published_at),
  }));
}

/** A comment of someone else, read from the network and classified. */
export interface IncomingComment {
  externalId: string;
  parentExternalId: string | null;
  authorName: string;
  authorHandle: string | null;
  text: string;
  url: string | null;
  writtenAt: Date;
  hidden: boolean;
  status: CommentStatus;
  flagReason: CommentFlagReason | null;
  flagDetail: string | null;
  sentiment: CommentSentiment;
}

/** An answer of the account found on the network. */
export interface AccountAnswer {
  externalId: string;
  parentExternalId: string;
  text: string;
  url: string | null;
  writtenAt: Date;
}

/**
 * Stores one post's reading, in the caller's transaction (the new comments are announced in it): new comments inserted (a known one only has its
 * hidden state refreshed — what the team decided stays), those the network no longer lists marked
 * removed (when the listing was whole), the account's answers kept under the comment they answer
 * (which then counts as answered at the first one's time), and the post's reading time. Answers
 * the new comments' ids.
 */
export async function storePostReading(
  tx: Db,
  account: { id: string; workspaceId: string; platform: string },
  post: PostToRead,
  reading: { others: IncomingComment[]; answers: AccountAnswer[]; whole: boolean; at: Date },
): Promise<{ id: string; comment: IncomingComment }[]> {
  const created: { id: string; comment: IncomingComment }[] = [];
  if (reading.others.length > 0) {
    const rows = await tx
      .insert(comments)
      .values(
        reading.others.map((comment) => ({
          workspaceId: account.workspaceId,
          accountId: account.id,
          platform: account.platform,
          targetId: post.targetId,
          contentId: post.contentId,
          postExternalId: post.externalId,
          ...comment,
        })),
      )
      .onConflictDoUpdate({
        target: [comments.accountId, comments.externalId],
        // Where the listing says nothing of hidden comments (X), what Publia hid stays hidden.
        set: COMMENT_SUPPORT[account.platform as Network]?.listsHidden ? { hidden: sql`excluded.hidden`, removed: false } : { removed: false },
      })
      .returning({ id: comments.id, externalId: comments.externalId, inserted: sql<boolean>`xmax = 0` });
    const byExternalId = new Map(reading.others.map((comment) => [comment.externalId, comment]));
    for (const row of rows) if (row.inserted) created.push({ id: row.id, comment: byExternalId.get(row.externalId)! });
  }
  if (reading.whole)
    await markMissingRemoved(
      tx,
      account.id,
      post.externalId,
      reading.others.map((comment) => comment.externalId),
    );
  if (reading.answers.length > 0) await storeAnswers(tx, account, reading.answers);
  await tx
    .insert(commentPostSyncs)
    .values({ targetId: post.targetId, accountId: account.id, checkedAt: reading.at, listed: reading.others.length })
    .onConflictDoUpdate({ target: commentPostSyncs.targetId, set: { checkedAt: reading.at, listed: reading.others.length } });
  return created;
}

async function markMissingRemoved(tx: Executor, accountId: string, postExternalId: string, listed: string[]): Promise<void> {
  const conditions = [eq(comments.accountId, accountId), eq(comments.postExternalId, postExternalId), eq(comments.removed, false)];
  if (listed.length > 0) conditions.push(notInArray(comments.externalId, listed));
  await tx
    .update(comments)
    .set({ removed: true })
    .where(and(...conditions));
}

async function storeAnswers(tx: Executor, account: { id: string; workspaceId: string }, listed: AccountAnswer[]): Promise<void> {
  // An answer sent through Publia is already kept under the comment it answered, even where the
  // network files it under another (Instagram answers a reply under its top-level comment).
  const known = await tx
    .select({ externalId: commentReplies.externalId })
    .from(commentReplies)
    .innerJoin(comments, eq(comments.id, commentReplies.commentId))
    .where(
      and(
        eq(comments.accountId, account.id),
        inArray(
          commentReplies.externalId,
          listed.map((answer) => answer.externalId),
        ),
      ),
    );
  const knownIds = new Set(known.map((row) => row.externalId));
  const answers = listed.filter((answer) => !knownIds.has(answer.externalId));
  if (answers.length === 0) return;
  const parents = await tx
    .select({ id: comments.id, externalId: comments.externalId })
    .from(comments)
    .where(and(eq(comments.accountId, account.id), inArray(comments.externalId, [...new Set(answers.map((answer) => answer.parentExternalId))])));
  const parentOf = new Map(parents.map((parent) => [parent.externalId, parent.id]));
  const kept = answers.flatMap((answer) => {
    const commentId = parentOf.get(answer.parentExternalId);
    return commentId ? [{ workspaceId: account.workspaceId, commentId, externalId: answer.externalId, text: answer.text, url: answer.url, writtenAt: answer.writtenAt }] : [];
  });
  if (kept.length === 0) return;
  await tx.insert(commentReplies).values(kept).onConflictDoNothing();
  // An answer written on the network counts as the team's: the comment is answered, at its first answer's time.
  await tx.execute(sql`
    update comments c set
      responded_at = least(coalesce(c.responded_at, r.first_at), r.first_at),
      status = case when c.status in ('pending', 'flagged', 'approved') then 'responded' else c.status end
    from (select comment_id, min(written_at) as first_at from comment_replies
          where comment_id = any(${`{${[...new Set(kept.map((reply) => reply.commentId))].join(',')}}`}::uuid[]) group by comment_id) r
    where c.id = r.comment_id`);
}
