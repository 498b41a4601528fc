import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './client.ts';
import { preparedQuery } from './pglite-prepared.ts';
import type { ThreadedPglite } from './pglite-thread/client.ts';

/**
 * Runs one SQL text on the driver itself, past the query builder: for the hot read paths, where
 * building the statement and mapping each field through Drizzle cost more than the query (its
 * type checks run for every parameter and every field). It is a named prepared statement, parsed
 * and planned once (per connection on PostgreSQL, once on PGlite: `preparedQuery`), so `name` must
 * always go with the same `text`. Rows arrive as both drivers parse them (integers as numbers, JSON
 * parsed, uuid and text as strings, instants as `Date`): select instants already as text
 * (`isoInstant`) to skip that parse, or build the answer's JSON in the statement. `T` is the row
 * so answered. Outside a transaction only: `db` is the server's database, not a transaction's.
 */
export async function preparedRows<T>(db: Db, name: string, text: string, params: unknown[]): Promise<T[]> {
  const client = (db as unknown as { $client: PGlite | ThreadedPglite | pg.Pool }).$client;
  if (client instanceof pg.Pool) return (await client.query<T & pg.QueryResultRow>({ name, text, values: params })).rows as T[];
  if ('prepared' in client) return (await client.prepared<T>(name, text, params)).rows;
  return (await preparedQuery<T>(client, name, text, params)).rows;
}

/**
 * A `timestamptz` column read as the JSON's instant, `Date.prototype.toISOString()`'s text
 * (`2026-01-31T09:15:00.123Z`, milliseconds cut as JavaScript cuts them), null for null.
 */
export const isoInstant = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
