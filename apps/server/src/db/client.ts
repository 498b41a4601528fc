import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { openPgliteThread, type PgliteClient } from './pglite-thread/client.ts';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Set for the embedded database: pg-boss runs on the same instance. */
  pglite?: PgliteClient;
  /** The embedded database's whole data directory as one file (PGlite's dump): the tests' template. */
  dump?: () => Promise<Blob>;
  connectionString?: string;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

// Beside this file in the sources (src/db/migrations), beside the bundle once built (dist/migrations).
const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any fixed number: instances starting together take turns to migrate.
const MIGRATION_LOCK = 7_302_114;

export interface OpenOptions {
  databaseUrl?: string;
  /** Directory of the embedded database; omitted means in memory (tests). */
  pgliteDir?: string;
  /** PostgreSQL's own cache inside PGlite; the operating system caches the files too. */
  pgliteSharedBuffersMb?: number;
  /** A dump of an embedded database to start from (tests: one already migrated, instead of migrating each time). */
  pgliteTemplate?: Blob;
}

/** Opens PostgreSQL when a URL is given, else PGlite, and applies the migrations. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.pgliteDir, options.pgliteSharedBuffersMb ?? 16, options.pgliteTemplate);
}

/**
 * The embedded database: on disk (a running instance), in its own thread, so that PGlite's work does
 * not hold up the HTTP answers; in memory (tests), in this thread, started from a template when given.
 */
async function openPglite(dir: string | undefined, sharedBuffersMb: number, template: Blob | undefined): Promise<Database> {
  const client = dir ? await openPgliteThread({ dataDir: dir, sharedBuffersMb }) : await openPgliteHere(sharedBuffersMb, template);
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    pglite: client,
    dump: () => client.dumpDataDir('none'),
    ping: () => ping(db as unknown as Db),
    close: () => client.close(),
  };
}

async function openPgliteHere(sharedBuffersMb: number, template: Blob | undefined): Promise<PGlite> {
  // PGlite's default of 128 MB is most of its memory; a small embedded database needs far less.
  return PGlite.create({ postgresqlconf: `shared_buffers = ${sharedBuffersMb}MB`, ...(template ? { loadDataDir: template } : {}) });
}

async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return { db, driver: 'postgres', connectionString, ping: () => ping(db), close: () => pool.end() };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
