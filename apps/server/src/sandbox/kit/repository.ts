import { and, asc, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { sandboxFaults, sandboxRecords } from '../../db/schema/index.ts';

export type SandboxData = object;

export async function putRecord(db: Db, network: string, kind: string, id: string, data: SandboxData) {
  await db
    .insert(sandboxRecords)
    .values({ network, kind, id, data: data as Record<string, unknown> })
    .onConflictDoUpdate({
      target: [sandboxRecords.network, sandboxRecords.kind, sandboxRecords.id],
      set: { data: data as Record<string, unknown>, updatedAt: new Date() },
    });
}

export interface SandboxRow {
  kind: string;
  id: string;
  data: SandboxData;
}

/** Several records of a network in one statement: a post and the entries that index it. */
export async function putRecords(db: Db, network: string, rows: readonly SandboxRow[]) {
  if (rows.length === 0) return;
  await db
    .insert(sandboxRecords)
    .values(rows.map((row) => ({ network, kind: row.kind, id: row.id, data: row.data as Record<string, unknown> })))
    .onConflictDoUpdate({
      target: [sandboxRecords.network, sandboxRecords.kind, sandboxRecords.id],
      set: { data: sql`excluded.data`, updatedAt: new Date() },
    });
}

/**
 * The records an index points to (`data.target`), newest first: index ids in [from, to) are read
 * on the primary key, so the cost follows the rows asked for, not the size of the table.
 */
export async function listIndexed<T extends object>(
  db: Db,
  network: string,
  index: { kind: string; targetKind: string; from: string; to: string; limit: number },
): Promise<{ key: string; data: T }[]> {
  return rawRows<{ key: string; data: T }>(
    db,
    sql`select i.id as key, r.data from sandbox_records i
        join sandbox_records r on r.network = i.network and r.kind = ${index.targetKind} and r.id = i.data->>'target'
        where i.network = ${network} and i.kind = ${index.kind} and i.id >= ${index.from} and i.id < ${index.to}
        order by i.id desc limit ${index.limit}`,
  );
}

export async function getRecord<T extends object>(db: Db, network: string, kind: string, id: string): Promise<T | null> {
  const [row] = await db
    .select({ data: sandboxRecords.data })
    .from(sandboxRecords)
    .where(and(eq(sandboxRecords.network, network), eq(sandboxRecords.kind, kind), eq(sandboxRecords.id, id)))
    .limit(1);
  return (row?.data as T | undefined) ?? null;
}

/** Several records of one kind in one query, by id (those not found are left out). */
export async function getRecords<T extends object>(db: Db, network: string, kind: string, ids: readonly string[]): Promise<Map<string, T>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: sandboxRecords.id, data: sandboxRecords.data })
    .from(sandboxRecords)
    .where(and(eq(sandboxRecords.network, network), eq(sandboxRecords.kind, kind), inArray(sandboxRecords.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row.data as T]));
}

/** Merges `patch` into a record's data in one statement; returns the new data, or null if absent. */
export async function patchRecord<T extends object>(db: Db, network: string, kind: string, id: string, patch: SandboxData): Promise<T | null> {
  const [row] = await db
    .update(sandboxRecords)
    .set({ data: sql`${sandboxRecords.data} || ${JSON.stringify(patch)}::jsonb`, updatedAt: new Date() })
    .where(and(eq(sandboxRecords.network, network), eq(sandboxRecords.kind, kind), eq(sandboxRecords.id, id)))
    .returning({ data: sandboxRecords.data });
  return (row?.data as T | undefined) ?? null;
}

/** Adds `value` at the end of the list `field` of a record (created when absent), in one statement. */
export async function appendToList<T extends object>(db: Db, network: string, kind: string, id: string, field: string, value: unknown): Promise<T | null> {
  const [row] = await db
    .update(sandboxRecords)
    .set({
      data: sql`jsonb_set(${sandboxRecords.data}, array[${field}]::text[], coalesce(${sandboxRecords.data}->${field}, '[]'::jsonb) || jsonb_build_array(${JSON.stringify(value)}::jsonb))`,
      updatedAt: new Date(),
    })
    .where(and(eq(sandboxRecords.network, network), eq(sandboxRecords.kind, kind), eq(sandboxRecords.id, id)))
    .returning({ data: sandboxRecords.data });
  return (row?.data as T | undefined) ?? null;
}

/** Takes the text `value` out of the list `field` of a record, in one statement. */
export async function removeFromList<T extends object>(db: Db, network: string, kind: string, id: string, field: string, value: string): Promise<T | null> {
  const [row] = await db
    .update(sandboxRecords)
    .set({ data: sql`jsonb_set(${sandboxRecords.data}, array[${field}]::text[], coalesce(${sandboxRecords.data}->${field}, '[]'::jsonb) - ${value}::text)`, updatedAt: new Date() })
    .where(and(eq(sandboxRecords.network, network), eq(sandboxRecords.kind, kind), eq(sandboxRecords.id, id)))
    .returning({ data: sandboxRecords.data });
  return (row?.data as T | undefined) ?? null;
}

/** A network's records of a kind whose ids are in [from, to], in id order, on the primary key. */
export async function listRecordsFrom<T extends object>(db: Db, network: string, kind: string, range: { from: string; to: string; limit: number }): Promise<T[]> {
  const rows = await db
    .select({ data: sandboxRecords.data })
    .from(sandboxRecords)
    .where(and(eq(sandboxRecords.network, network), eq(sandboxRecords.kind, kind), gte(sandboxRecords.id, range.from), lte(sandboxRecords.id, range.to)))
    .orderBy(asc(sandboxRecords.id))
    .limit(range.limit);
  return rows.map((row) => row.data as T);
}

/** Deletes and returns a record: what makes authorisation codes single use. */
export async function takeRecord<T extends object>(db: Db, network: string, kind: string, id: string): Promise<T | null> {
  const [row] = await db
    .delete(sandboxRecords)
    .where(and(eq(sandboxRecords.network, network), eq(sandboxRecords.kind, kind), eq(sandboxRecords.id, id)))
    .returning({ data: sandboxRecords.data });
  return (row?.data as T | undefined) ?? null;
}

/** A network's records of a kind, newest first; `where.owner` keeps those whose `data.owner` is it. */
export async function listRecords<T extends object>(db: Db, network: string, kind: string, where: { owner?: string | null } = {}, limit = 500): Promise<T[]> {
  const owned = where.owner === undefined ? undefined : sql`(${sandboxRecords.data}->>'owner') is not distinct from ${where.owner}`;
  const rows = await db
    .select({ data: sandboxRecords.data })
    .from(sandboxRecords)
    .where(and(eq(sandboxRecords.network, network), eq(sandboxRecords.kind, kind), owned))
    .orderBy(desc(sandboxRecords.createdAt))
    .limit(limit);
  return rows.map((row) => row.data as T);
}

export async function countRecords(db: Db, network: string, kind: string, since: Date): Promise<number> {
  const rows = await rawRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from sandbox_records where network = ${network} and kind = ${kind} and created_at > ${since.toISOString()}`,
  );
  return Number(rows[0]?.n ?? 0);
}

export async function insertFault(db: Db, values: { network: string; operation: string; fault: string; remaining: number; owner: string | null }) {
  await db.insert(sandboxFaults).values(values);
}

/**
 * Takes one use of the oldest fault armed for this network and operation (or for every operation)
 * by the visitor who owns the account called (`owner`, null for accounts consented signed out).
 */
export async function consumeFault(db: Db, network: string, operation: string, owner: string | null): Promise<string | null> {
  const rows = await rawRows<{ fault: string }>(
    db,
    sql`update sandbox_faults set remaining = remaining - 1
        where id = (select id from sandbox_faults
                    where network = ${network} and operation in (${operation}, '*') and remaining > 0
                      and owner is not distinct from ${owner}
                    order by created_at limit 1)
        returning fault`,
  );
  return rows[0]?.fault ?? null;
}

/**
 * The start of a fake's API call in one round trip: reads the bearer token's record (kept under
 * its hash) and the demo account it belongs to, and spends the fault armed for the operation by
 * that account's owner (as `consumeFault`).
 */
export async function openCall<A extends object, U extends object>(
  db: Db,
  network: string,
  operation: string,
  tokenHash: string | null,
): Promise<{ fault: string | null; access: A | null; user: U | null }> {
  const rows = await rawRows<{ fault: string | null; access: A | null; user: U | null }>(
    db,
    sql`with t as (select data from sandbox_records where network = ${network} and kind = 'access' and id = ${tokenHash ?? ''}),
        u as (select data from sandbox_records where network = ${network} and kind = 'user-by-id' and id = (select data->>'userId' from t)),
        spent as (
          update sandbox_faults set remaining = remaining - 1
          where id = (select id from sandbox_faults
                      where network = ${network} and operation in (${operation}, '*') and remaining > 0
                        and owner is not distinct from (select data->>'owner' from u)
                      order by created_at limit 1)
          returning fault)
        select (select fault from spent) as fault, (select data from t) as access, (select data from u) as "user"`,
  );
  const row = rows[0];
  return { fault: row?.fault ?? null, access: row?.access ?? null, user: row?.user ?? null };
}

/** Disarms what this visitor armed. */
export async function clearFaults(db: Db, owner: string | null) {
  await db.delete(sandboxFaults).where(owner === null ? isNull(sandboxFaults.owner) : eq(sandboxFaults.owner, owner));
}
