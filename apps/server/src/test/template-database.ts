import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client.ts';
import { startQueue } from '../jobs/queue.ts';
import { createLogger } from '../lib/logger.ts';

/** Where the test runner tells each test file the template is. */
export const TEMPLATE_ENV = 'PUBLIA_TEST_PGLITE_TEMPLATE';

const migrationsDir = path.resolve(import.meta.dirname, '../db/migrations');

/** A name that changes with the migrations: a template made before a new migration is never reused. */
function templatePath(): string {
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(migrationsDir, { recursive: true }).map(String).sort()) {
    const full = path.join(migrationsDir, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return path.join(os.tmpdir(), `publia-test-template-${hash.digest('hex').slice(0, 16)}.tar`);
}

/**
 * Vitest's global set-up for the server's tests: one embedded database migrated (and pg-boss's schema
 * installed) once, dumped to a file that every test file's database starts from — a fresh copy each
 * time, so the files stay independent, without paying the migrations in each.
 */
export default async function setup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  const file = templatePath();
  if (!fs.existsSync(file)) {
    const database = await openDatabase({});
    const queue = await startQueue(database, createLogger('silent'));
    await queue.stop();
    const dump = await database.dump!();
    await database.close();
    const partial = `${file}.${process.pid}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  }
  process.env[TEMPLATE_ENV] = file;
}

/** The migrated template for a test's in-memory database, when the runner made one. */
export function testTemplate(): Blob | undefined {
  const file = process.env[TEMPLATE_ENV];
  return file && fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : undefined;
}
