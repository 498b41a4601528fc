import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { startQueue } from '../jobs/queue.ts';
import { createLogger } from '../lib/logger.ts';

/** Where the test runner tells each test file the template is. */
export const TEMPLATE_ENV = 'PUBLIA_TEST_PGLITE_TEMPLATE';
const PG_TEMPLATE_ENV = 'PUBLIA_TEST_PG_TEMPLATE';

const require = createRequire(import.meta.url);
const migrationsDir = path.resolve(import.meta.dirname, '../db/migrations');

/**
 * What the template holds: the migrations and pg-boss's own schema (its version). A template made
 * before either changed is never reused.
 */
function templateKey(): string {
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(migrationsDir, { recursive: true }).map(String).sort()) {
    const full = path.join(migrationsDir, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  hash.update((require('pg-boss/package.json') as { version: string }).version);
  return hash.digest('hex').slice(0, 16);
}

/** A database migrated and with pg-boss installed, by the same code that starts Publia. */
async function migrate(databaseUrl?: string) {
  const database = await openDatabase(databaseUrl ? { databaseUrl } : {});
  const queue = await startQueue(database, createLogger('silent'));
  await queue.stop();
  return database;
}

/**
 * Vitest's global set-up for the server's tests: one database migrated (and pg-boss's schema
 * installed) once, that every test file's database starts from — a fresh copy each time, so the
 * files stay independent, without paying the migrations in each. Embedded: a dump of PGlite's data
 * directory in a file. PostgreSQL (TEST_DATABASE_URL): a database on that server, copied by
 * CREATE DATABASE … TEMPLATE. Both are kept for the next run, under a name the migrations decide.
 */
export default async function setup(): Promise<void> {
  const key = templateKey();
  if (process.env.TEST_DATABASE_URL) {
    process.env[PG_TEMPLATE_ENV] = await postgresTemplate(process.env.TEST_DATABASE_URL, `publia_test_template_${key}`);
    return;
  }
  const file = path.join(os.tmpdir(), `publia-test-template-${key}.tar`);
  if (!fs.existsSync(file)) {
    const database = await migrate();
    const dump = await database.dump!();
    await database.close();
    const partial = `${file}.${process.pid}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  }
  process.env[TEMPLATE_ENV] = file;
}

/**
 * The template database `name` on the server of `base`, made when missing: migrated under a name of
 * its own, then renamed, so that a run never copies a template another run is still making (and a
 * copy fails while anyone is connected to its template).
 */
async function postgresTemplate(base: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return name;
    const making = `${name}_${process.pid}`;
    await admin.query(`drop database if exists ${making}`);
    await admin.query(`create database ${making}`);
    const url = new URL(base);
    url.pathname = `/${making}`;
    await (await migrate(url.toString())).close();
    try {
      await admin.query(`alter database ${making} rename to ${name}`);
    } catch {
      // Another run made it meanwhile: its copy serves.
      await admin.query(`drop database if exists ${making}`);
    }
    return name;
  } finally {
    await admin.end();
  }
}

/** The PostgreSQL template database, when the runner made one. */
export function postgresTestTemplate(): string | undefined {
  return process.env[PG_TEMPLATE_ENV];
}

/** The migrated template for a test's in-memory database, when the runner made one. */
export function testTemplate(): Blob | undefined {
  const file = process.env[TEMPLATE_ENV];
  return file && fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : undefined;
}
