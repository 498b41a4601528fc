import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dateOf, rawRows, type DriverRow } from '../../db/raw-rows.ts';
import { webhookDeliveries } from '../../db/schema/index.ts';

export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
type NewDelivery = typeof webhookDeliveries.$inferInsert;

export async function insertDeliveries(db: Db, rows: NewDelivery[]): Promise<string[]> {
  if (rows.length === 0) return [];
  // An event fanned out again (its job run twice) finds its deliveries there: none is written twice.
  const inserted = await db.insert(webhookDeliveries).values(rows).onConflictDoNothing({ target: webhookDeliveries.messageId }).returning({ id: webhookDeliveries.id });
  return inserted.map((row) => row.id);
}

/** One page of an endpoint's log, newest first, and how many deliveries it holds. */
export async function listDeliveryRows(db: Db, endpointId: string, page: number, pageSize: number): Promise<{ rows: DeliveryRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId))
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A delivery taken for one attempt, with what sending it needs of its endpoint. */
export interface ClaimedDelivery {
  id: string;
  messageId: string;
  endpointId: string;
  workspaceId: string;
  eventType: string;
  payload: unknown;
  /** Counting this one. */
  attempts: number;
  status: DeliveryRow['status'];
  url: string;
  enabled: boolean;
  secretEncrypted: string;
  previousSecretEncrypted: string | null;
  previousSecretExpiresAt: Date | null;
  /** The endpoint's, when it was failing at the claim: a success then clears it. */
  failingSince: Date | null;
}

const claimedOf = (row: DriverRow<ClaimedDelivery>): ClaimedDelivery => ({
  ...row,
  previousSecretExpiresAt: row.previousSecretExpiresAt === null ? null : dateOf(row.previousSecretExpiresAt),
  failingSince: row.failingSince === null ? null : dateOf(row.failingSince),
});

const claimReturning = sql`d.id, d.message_id as "messageId", d.endpoint_id as "endpointId", d.workspace_id as "workspaceId",
  d.event_type as "eventType", d.payload, d.attempts, d.status, e.url, e.enabled, e.secret_encrypted as "secretEncrypted",
  e.previous_secret_encrypted as "previousSecretEncrypted", e.previous_secret_expires_at as "previousSecretExpiresAt",
  e.failing_since as "failingSince"`;

/**
 * Takes a delivery for its attempt number `attempt` in ONE statement: only a delivery still waiting
 * that has made exactly `attempt - 1` attempts is taken, so a job run twice sends once. The
 * attempt is counted, and `next_attempt_at` becomes the lease after which the sweep takes a
 * delivery whose worker died. The delivery of a switched-off endpoint ends failed, unsent.
 */
export async function claimDelivery(db: Db, id: string, attempt: number, leaseUntil: Date): Promise<ClaimedDelivery | null> {
  const [row] = await rawRows<DriverRow<ClaimedDelivery>>(
    db,
    sql`update webhook_deliveries d
           set attempts = d.attempts + case when e.enabled then 1 else 0 end,
               status = case when e.enabled then d.status else 'failed' end,
               next_attempt_at = case when e.enabled then ${leaseUntil.toISOString()}::timestamptz end,
               last_error = case when e.enabled then d.last_error else ${JSON.stringify({ key: 'webhooks.error.endpointDisabled', params: {} })} end
          from webhook_endpoints e
         where d.id = ${id} and e.id = d.endpoint_id and d.attempts = ${attempt - 1} and d.status in ('pending', 'retrying')
     returning ${claimReturning}`,
  );
  return row ? claimedOf(row) : null;
}

/** « Renvoyer », « Tester »: one more attempt now, whatever the delivery's state (a manual send). */
export async function claimManualAttempt(db: Db, workspaceId: string, id: string, leaseUntil: Date): Promise<ClaimedDelivery | null> {
  const [row] = await rawRows<DriverRow<ClaimedDelivery>>(
    db,
    sql`update webhook_deliveries d
           set attempts = d.attempts + 1, next_attempt_at = ${leaseUntil.toISOString()}::timestamptz
          from webhook_endpoints e
         where d.id = ${id} and d.workspace_id = ${workspaceId} and e.id = d.endpoint_id
     returning ${claimReturning}`,
  );
  return row ? claimedOf(row) : null;
}

export interface AttemptRecord {
  status: DeliveryRow['status'];
  nextAttemptAt: Date | null;
  statusCode: number | null;
  durationMs: number;
  responseExcerpt: string | null;
  /** The failure as a catalogue message, JSON; null when delivered. */
  error: string | null;
  deliveredAt: Date | null;
}

export async function recordAttempt(db: Db, id: string, record: AttemptRecord): Promise<DeliveryRow | null> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({
      status: record.status,
      nextAttemptAt: record.nextAttemptAt,
      lastStatusCode: record.statusCode,
      lastDurationMs: record.durationMs,
      lastResponseExcerpt: record.responseExcerpt,
      lastError: record.error,
      ...(record.deliveredAt ? { deliveredAt: record.deliveredAt } : {}),
    })
    .where(eq(webhookDeliveries.id, id))
    .returning();
  return row ?? null;
}

/**
 * Deliveries whose attempt is overdue by more than the grace (their job was lost: a crash between
 * the insert and the queue, a worker that died after its claim), taken again: their lease is moved
 * on so that the next sweep leaves them alone, and the attempt they are at is answered.
 */
export async function takeStalledDeliveries(db: Db, overdueBefore: Date, leaseUntil: Date, limit: number): Promise<{ id: string; attempts: number }[]> {
  return rawRows<{ id: string; attempts: number }>(
    db,
    sql`update webhook_deliveries d set next_attempt_at = ${leaseUntil.toISOString()}::timestamptz
         where d.id in (select id from webhook_deliveries
                         where status in ('pending', 'retrying') and next_attempt_at < ${overdueBefore.toISOString()}::timestamptz
                         order by next_attempt_at limit ${limit} for update skip locked)
     returning d.id, d.attempts`,
  );
}

/** Forgets finished deliveries made before `before`; answers how many. */
export async function deleteFinishedBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(webhookDeliveries)
    .where(and(sql`${webhookDeliveries.status} in ('delivered', 'failed')`, sql`${webhookDeliveries.createdAt} < ${before.toISOString()}::timestamptz`))
    .returning({ id: webhookDeliveries.id });
  return rows.length;
}
