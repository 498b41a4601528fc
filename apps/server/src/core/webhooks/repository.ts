import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dateOf, rawRows } from '../../db/raw-rows.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
type NewEndpoint = typeof webhookEndpoints.$inferInsert;
export type EndpointKind = EndpointRow['kind'];

const ofWorkspace = (workspaceId: string, kind: EndpointKind) => and(eq(webhookEndpoints.workspaceId, workspaceId), eq(webhookEndpoints.kind, kind));

/** The workspace's endpoints of one kind, oldest first. */
export async function listEndpointRows(db: Db, workspaceId: string, kind: EndpointKind): Promise<EndpointRow[]> {
  return db.select().from(webhookEndpoints).where(ofWorkspace(workspaceId, kind)).orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
}

export async function findEndpointRow(db: Db, workspaceId: string, id: string, kind: EndpointKind): Promise<EndpointRow | null> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(ofWorkspace(workspaceId, kind), eq(webhookEndpoints.id, id)))
    .limit(1);
  return row ?? null;
}

export async function countEndpoints(db: Db, workspaceId: string, kind: EndpointKind): Promise<number> {
  const [row] = await db.select({ n: count() }).from(webhookEndpoints).where(ofWorkspace(workspaceId, kind));
  return row?.n ?? 0;
}

export async function insertEndpoint(db: Db, values: NewEndpoint): Promise<EndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export async function updateEndpoint(
  db: Db,
  workspaceId: string,
  id: string,
  values: Partial<Pick<NewEndpoint, 'url' | 'description' | 'eventTypes' | 'enabled' | 'disabledReason' | 'failingSince'>>,
  now: Date,
): Promise<EndpointRow | null> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...values, updatedAt: now })
    .where(and(ofWorkspace(workspaceId, 'endpoint'), eq(webhookEndpoints.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteEndpoint(db: Db, workspaceId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(and(ofWorkspace(workspaceId, 'endpoint'), eq(webhookEndpoints.id, id)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** The new secret signs from now on; the one it replaces keeps signing beside it until `previousExpiresAt`. */
export async function rotateSecret(
  db: Db,
  workspaceId: string,
  id: string,
  secret: { encrypted: string; prefix: string; previousExpiresAt: Date },
  now: Date,
): Promise<EndpointRow | null> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      // In an UPDATE, the right-hand side reads the row as it was: the outgoing secret becomes the previous one.
      previousSecretEncrypted: sql`${webhookEndpoints.secretEncrypted}`,
      previousSecretExpiresAt: secret.previousExpiresAt,
      secretEncrypted: secret.encrypted,
      secretPrefix: secret.prefix,
      updatedAt: now,
    })
    .where(and(ofWorkspace(workspaceId, 'endpoint'), eq(webhookEndpoints.id, id)))
    .returning();
  return row ?? null;
}

/** Deliveries of the last day per endpoint of the workspace and status, for the list. */
export async function recentDeliveryCounts(db: Db, workspaceId: string, since: Date): Promise<{ endpointId: string; status: string; n: number }[]> {
  return db
    .select({ endpointId: webhookDeliveries.endpointId, status: webhookDeliveries.status, n: count() })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.workspaceId, workspaceId), gte(webhookDeliveries.createdAt, since)))
    .groupBy(webhookDeliveries.endpointId, webhookDeliveries.status);
}

/** The enabled endpoints of the workspace subscribed to an event type (both kinds). */
export async function subscribedEndpointIds(db: Db, workspaceId: string, eventType: string): Promise<string[]> {
  const rows = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.workspaceId, workspaceId), eq(webhookEndpoints.enabled, true), sql`${webhookEndpoints.eventTypes} @> ${JSON.stringify([eventType])}::jsonb`));
  return rows.map((row) => row.id);
}

/** After a success: the endpoint is no longer failing (no write, and no lock, when it was not). */
export async function clearFailing(db: Db, endpointId: string): Promise<void> {
  await db
    .update(webhookEndpoints)
    .set({ failingSince: null })
    .where(and(eq(webhookEndpoints.id, endpointId), sql`${webhookEndpoints.failingSince} is not null`));
}

export interface FailingEndpoint {
  workspaceId: string;
  url: string;
  kind: EndpointKind;
  failingSince: Date;
  /** This failure is the one that switched it off. */
  justDisabled: boolean;
}

/**
 * After a failure, in one statement: the endpoint is failing since now unless it already was, and
 * switched off (`failing`) when it already was before `disableBefore`.
 */
export async function recordFailing(db: Db, endpointId: string, now: Date, disableBefore: Date): Promise<FailingEndpoint | null> {
  const overdue = sql`(old.failing_since is not null and old.failing_since < ${disableBefore.toISOString()}::timestamptz)`;
  const [row] = await rawRows<{ workspaceId: string; url: string; kind: EndpointKind; failingSince: string; justDisabled: boolean }>(
    db,
    sql`with old as (select id, enabled, failing_since from webhook_endpoints where id = ${endpointId} for update)
        update webhook_endpoints e
           set failing_since = coalesce(old.failing_since, ${now.toISOString()}::timestamptz),
               enabled = e.enabled and not ${overdue},
               disabled_reason = case when e.enabled and ${overdue} then 'failing' else e.disabled_reason end
          from old
         where e.id = old.id
     returning e.workspace_id as "workspaceId", e.url, e.kind, e.failing_since as "failingSince", (old.enabled and not e.enabled) as "justDisabled"`,
  );
  return row ? { ...row, failingSince: dateOf(row.failingSince) } : null;
}

/* ---------- The five automation endpoints ---------- */

export interface AutomationEndpointValues {
  automationId: string;
  url: string;
  eventTypes: string[];
}

/**
 * Makes or updates the workspace's automation endpoints (one row per automation id): the URL and
 * events change, the endpoint is enabled again and its last check forgotten; the secret of an
 * existing row is kept (`secret` signs only the rows made now).
 */
export async function upsertAutomationEndpoints(
  db: Db,
  workspaceId: string,
  userId: string,
  endpoints: AutomationEndpointValues[],
  secret: { encrypted: string; prefix: string },
  now: Date,
): Promise<void> {
  await db
    .insert(webhookEndpoints)
    .values(
      endpoints.map((endpoint) => ({
        workspaceId,
        kind: 'automation' as const,
        automationId: endpoint.automationId,
        url: endpoint.url,
        eventTypes: endpoint.eventTypes,
        secretEncrypted: secret.encrypted,
        secretPrefix: secret.prefix,
        userId,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [webhookEndpoints.workspaceId, webhookEndpoints.automationId],
      set: {
        url: sql`excluded.url`,
        eventTypes: sql`excluded.event_types`,
        enabled: true,
        disabledReason: null,
        failingSince: null,
        checkStatus: null,
        checkError: null,
        checkedAt: null,
        updatedAt: now,
      },
    });
}

export async function deleteAutomationEndpoints(db: Db, workspaceId: string): Promise<void> {
  await db.delete(webhookEndpoints).where(ofWorkspace(workspaceId, 'automation'));
}

/** A health check's verdict; a success also enables again an endpoint switched off for failing. */
export async function recordCheck(db: Db, id: string, check: { status: 'active' | 'inactive' | 'error'; error: string | null; at: Date }): Promise<void> {
  const healthy = check.status === 'active';
  await db
    .update(webhookEndpoints)
    .set({
      checkStatus: check.status,
      checkError: check.error,
      checkedAt: check.at,
      ...(healthy ? { enabled: true, disabledReason: null, failingSince: null } : {}),
    })
    .where(eq(webhookEndpoints.id, id));
}
