import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { connectDemo, contentRow, saveDraft } from '../content/test-helpers.test-support.ts';
import { newVisitor } from '../social-accounts/test-helpers.test-support.ts';
import { settleOn } from './settle.ts';

/**
 * Two targets of one item recorded at the same moment, each in its own transaction (X and
 * LinkedIn published side by side): the item is settled once both are in, whichever commits last.
 * Only PostgreSQL runs two transactions at once (PGlite runs them one after the other).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** Whether a statement of this database waits for a row lock, asked for up to `ms`. */
async function someoneWaitsForALock(ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const [row] = await rawRows<{ waiting: number }>(
      t.ctx.db,
      sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (row!.waiting > 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

describe('settling an item', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)('two targets recorded side by side: the later settles the item, having waited for the earlier', async () => {
    const { api, visitor } = await newVisitor(t);
    const { workspaceId } = visitor;
    const accounts = { twitter: await connectDemo(api, 'twitter'), linkedin: await connectDemo(api, 'linkedin') };
    const item = await saveDraft(api, { content: `Côte à côte ${Date.now()}`, keywords: [], platforms: ['twitter', 'linkedin'] });
    await t.ctx.db.execute(sql`update contents set status = 'publishing' where id = ${item.id}`);
    const targets = await rawRows<{ id: string; platform: string }>(
      t.ctx.db,
      sql`insert into publication_targets (workspace_id, content_id, account_id, platform, status, due_at)
          values (${workspaceId}, ${item.id}, ${accounts.twitter}, 'twitter', 'publishing', now()),
                 (${workspaceId}, ${item.id}, ${accounts.linkedin}, 'linkedin', 'publishing', now())
          returning id, platform`,
    );
    const idOf = (platform: string) => targets.find((target) => target.platform === platform)!.id;

    let commitFirst!: () => void;
    const firstMayCommit = new Promise<void>((resolve) => (commitFirst = resolve));
    let firstRead!: () => void;
    const firstHasRead = new Promise<void>((resolve) => (firstRead = resolve));
    const first = t.ctx.events.transaction(t.ctx.db, async (tx, emit) => {
      await tx.execute(sql`update publication_targets set status = 'published', published_at = now() where id = ${idOf('twitter')}`);
      await settleOn(tx, emit, workspaceId, item.id);
      firstRead();
      await firstMayCommit;
    });
    await firstHasRead;
    const second = t.ctx.events.transaction(t.ctx.db, async (tx, emit) => {
      await tx.execute(sql`update publication_targets set status = 'failed', last_error = 'refusé' where id = ${idOf('linkedin')}`);
      await settleOn(tx, emit, workspaceId, item.id);
    });
    // The second must wait for the first's commit before it reads the targets.
    const secondDone = second.then(() => 'done' as const);
    expect(await Promise.race([secondDone, someoneWaitsForALock(10_000).then((waits) => (waits ? ('waits' as const) : ('neither' as const)))])).toBe('waits');
    commitFirst();
    await Promise.all([first, second]);

    expect((await contentRow(t, item.id))?.status).toBe('published');
  });
});
