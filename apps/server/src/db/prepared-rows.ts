import pg from 'pg';
import type { PgliteClient } from './pglite-thread/client.ts';
import type { Db } from './client.ts';

/**
 * Runs one SQL text on the driver itself, past the query builder: for the hot read paths, where
 * building the statement and mapping each field through Drizzle cost more than the query (its
 * type checks run for every parameter and every field). On PostgreSQL it is a named prepared
 * statement, parsed and planned once per connection, so `name` must always go with the same
 * `text`. Rows arrive as both drivers parse them (integers as numbers, JSON parsed, uuid and text
 * as strings, instants as `Date`): select instants already as text (`isoInstant`) to skip that
 * parse. `T` is the row so answered, which the caller's mapper turns into its own type.
 */
export async function preparedRows<T>(db: Db, name: string, text: string, params: unknown[]): Promise<T[]> {
  const client = (db as unknown as { $client: PgliteClient | pg.Pool }).$client;
  if (!(client instanceof pg.Pool)) return (await client.query<T>(text, params)).rows;
  return (await client.query<T & pg.QueryResultRow>({ name, text, values: params })).rows as T[];
}

/**
 * A `timestamptz` column read as the JSON's instant, `Date.prototype.toISOString()`'s text
 * (`2026-01-31T09:15:00.123Z`, milliseconds cut as JavaScript cuts them), null for null.
 */
export const isoInstant = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
