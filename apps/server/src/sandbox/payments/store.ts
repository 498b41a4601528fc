import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { getRecord, patchRecord, putRecord, takeRecord } from '../kit/repository.ts';

/** The payment sandbox's records in `sandbox_records`, as Stripe's objects (plus `_` fields of its own). */
const STRIPE = 'stripe';

export type RecordKind = 'customer' | 'payment_method' | 'checkout_session' | 'setup_intent' | 'subscription' | 'invoice' | 'event' | 'counter' | 'clock' | 'idempotency';

export const load = <T extends object>(db: Db, kind: RecordKind, id: string) => getRecord<T>(db, STRIPE, kind, id);

export const save = (db: Db, kind: RecordKind, id: string, data: object) => putRecord(db, STRIPE, kind, id, data);

export const remove = (db: Db, kind: RecordKind, id: string) => takeRecord(db, STRIPE, kind, id);

export const patch = (db: Db, kind: RecordKind, id: string, data: object) => patchRecord(db, STRIPE, kind, id, data);

/** A record locked until the transaction ends: two operations on one subscription or customer take turns. */
export async function loadForUpdate<T extends object>(db: Db, kind: RecordKind, id: string): Promise<T | null> {
  const rows = await rawRows<{ data: T }>(db, sql`select data from sandbox_records where network = ${STRIPE} and kind = ${kind} and id = ${id} for update`);
  return rows[0]?.data ?? null;
}

/** The records of a kind whose `field` is `value` (a customer's cards, invoices…), newest first. */
export async function listByField<T extends object>(db: Db, kind: RecordKind, field: string, value: string, limit: number): Promise<T[]> {
  const rows = await rawRows<{ data: T }>(
    db,
    sql`select data from sandbox_records where network = ${STRIPE} and kind = ${kind} and data->>${field} = ${value}
        order by (data->>'created')::bigint desc, created_at desc, id desc limit ${limit}`,
  );
  return rows.map((row) => row.data);
}

/**
 * The next number of a sequence (invoice numbers), gapless: the sequence's record is locked until
 * the transaction ends, so two invoices at once take turns, and a rolled-back one gives its
 * number back.
 */
export async function nextNumber(db: Db, name: string): Promise<number> {
  await db.execute(
    sql`insert into sandbox_records (network, kind, id, data) values (${STRIPE}, 'counter', ${name}, '{"value":0}'::jsonb)
        on conflict (network, kind, id) do nothing`,
  );
  const [row] = await rawRows<{ value: number }>(
    db,
    sql`select (data->>'value')::int as value from sandbox_records where network = ${STRIPE} and kind = 'counter' and id = ${name} for update`,
  );
  const next = Number(row?.value ?? 0) + 1;
  await save(db, 'counter', name, { value: next });
  return next;
}

/** Events waiting for their delivery, in the order they happened. */
export async function undeliveredEvents<T extends object>(db: Db, limit: number): Promise<T[]> {
  const rows = await rawRows<{ data: T }>(
    db,
    sql`select data from sandbox_records where network = ${STRIPE} and kind = 'event'
        order by created_at, (data->>'seq')::int limit ${limit}`,
  );
  return rows.map((row) => row.data);
}

/**
 * The subscriptions `_advance` has work for at `nowSeconds`: those whose period has ended, and
 * the past-due ones, whose open invoice is tried again.
 */
export async function dueSubscriptionIds(db: Db, nowSeconds: number): Promise<string[]> {
  const rows = await rawRows<{ id: string }>(
    db,
    sql`select id from sandbox_records where network = ${STRIPE} and kind = 'subscription'
        and (data->>'status' = 'past_due' or (data->>'status' = 'active' and (data->>'current_period_end')::bigint <= ${nowSeconds}))
        order by (data->>'current_period_end')::bigint, id`,
  );
  return rows.map((row) => row.id);
}
