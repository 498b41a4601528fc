import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * Runs raw SQL and returns its rows; node-postgres and PGlite both answer `{ rows }`. `T` is the
 * shape as the driver gives it (see `dateOf`), which the caller's mapper turns into its own type.
 */
export async function rawRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A `timestamptz` read by raw SQL: drizzle leaves both drivers' date parsing off, so it arrives as
 * PostgreSQL's text (`2026-01-31 09:15:00.123+00`).
 */
export function dateOf(value: string): Date {
  return new Date(value);
}

/** A domain row as raw SQL gives it: each instant as PostgreSQL's text, the rest as it is. */
export type DriverRow<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};
