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
    expect(await preparedRows<{ n: number }>(database.db, 'thread_check_count', 'select count(*)::int as n from thread_check where label = any($1::text[])', [['a', 'b']])).toEqual(
      [{ n: 1 }],
    );
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

  it('prepares a statement once: the same name answers again, a failure leaves it usable, a bad text is an error and nothing more', async () => {
    const count = (labels: string[]) =>
      preparedRows<{ n: number }>(database.db, 'thread_check_count', 'select count(*)::int as n from thread_check where label = any($1::text[])', [labels]);
    expect(await count(['a', 'b', 'c'])).toEqual([{ n: 3 }]);
    expect(await count([])).toEqual([{ n: 0 }]);
    // Fails when it runs (a division by zero): the statement stays prepared and answers the next call.
    const divide = (by: number) => preparedRows<{ q: number }>(database.db, 'thread_check_divide', 'select (10 / $1::int)::int as q', [by]);
    const failure = (await divide(0).catch((error: unknown) => error)) as { code?: string };
    expect(failure.code).toBe('22012');
    expect(await divide(5)).toEqual([{ q: 2 }]);
    // Never prepared (a syntax error): the error, then the same name with a text that works.
    const broken = (await preparedRows(database.db, 'thread_check_typo', 'selec 1', []).catch((error: unknown) => error)) as { code?: string };
    expect(broken.code).toBe('42601');
    expect(await preparedRows(database.db, 'thread_check_typo', 'select 1 as one', [])).toEqual([{ one: 1 }]);
    expect(await rows()).toEqual(['a', 'b', 'c', 'e', 'f']);
  });

  it('makes a prepared statement wait for an open transaction to end, as any other', async () => {
    let outside: Promise<{ n: number }[]> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_check (label) values ('p')`);
      outside = preparedRows<{ n: number }>(database.db, 'thread_check_all', 'select count(*)::int as n from thread_check', []);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.execute(sql`delete from thread_check where label = 'p'`);
    });
    expect(await outside).toEqual([{ n: 5 }]);
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
