import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQueue } from '../../jobs/queue.ts';
import { createLogger } from '../../lib/logger.ts';
import { openDatabase, type Database } from '../client.ts';
import { isUniqueViolation } from '../errors.ts';
import { preparedRows } from '../prepared-rows.ts';
import { rawRows } from '../raw-rows.ts';

/**
 * The embedded database on disk, as `npm start` opens it: PGlite in its own thread, the server's
 * thread sending statements. What the rest of the server relies on must hold across the threads.
 */
describe('PGlite dans son propre fil', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'publia-pglite-thread-'));
  let database: Database;
  const rows = async () => (await rawRows<{ label: string }>(database.db, sql`select label from thread_check order by label`)).map((row) => row.label);

  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: dir });
    await database.db.execute(sql`create table thread_check (label text primary key, at timestamptz not null default now())`);
  }, 60_000);

  afterAll(async () => {
    await database?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('applies the migrations and answers the query builder, instants kept as the database wrote them', async () => {
    await database.db.execute(sql`insert into thread_check (label, at) values ('a', '2026-01-31T09:15:00Z')`);
    expect(await rawRows<{ label: string; at: string }>(database.db, sql`select label, at from thread_check`)).toEqual([{ label: 'a', at: '2026-01-31 09:15:00+00' }]);
    expect(await preparedRows<{ n: number }>(database.db, 'thread_check_count', 'select count(*)::int as n from thread_check where label = any($1::text[])', [['a', 'b']])).toEqual([{ n: 1 }]);
    expect(await database.ping()).toBe(true);
  });

  it('commits a transaction whole, rolls it back whole when it fails, and keeps the error code', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_check (label) values ('b')`);
      await tx.execute(sql`insert into thread_check (label) values ('c')`);
    });
    const failure = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into thread_check (label) values ('d')`);
        await tx.execute(sql`insert into thread_check (label) values ('a')`);
      })
      .catch((error: unknown) => error);
    expect(isUniqueViolation(failure)).toBe(true);
    expect(await rows()).toEqual(['a', 'b', 'c']);
  });

  it('makes a statement sent outside a transaction wait for it to end', async () => {
    let outside: Promise<string[]> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_check (label) values ('e')`);
      outside = rows();
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.execute(sql`insert into thread_check (label) values ('f')`);
    });
    expect(await outside).toEqual(['a', 'b', 'c', 'e', 'f']);
  });

  it('runs the job queue on it, and keeps what was written after a close and a reopening', async () => {
    const queue = await startQueue(database, createLogger('silent'));
    await queue.boss.createQueue('thread-check');
    const id = await queue.boss.send('thread-check', { label: 'g' });
    const [job] = await queue.boss.fetch<{ label: string }>('thread-check');
    expect(job).toMatchObject({ id, data: { label: 'g' } });
    await queue.stop();
    await database.close();
    const closed = (await database.db.execute(sql`select 1`).catch((error: unknown) => error)) as Error;
    expect(`${closed.message} ${closed.cause}`).toContain('The embedded database is closed');

    database = await openDatabase({ pgliteDir: dir });
    expect(await rows()).toEqual(['a', 'b', 'c', 'e', 'f']);
  }, 60_000);
});
