import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startPublia } from '../../app/start.ts';
import { loadConfig } from '../../config.ts';
import { deliveryRows } from '../../core/webhooks/webhooks.test-support.ts';
import { createLogger } from '../../lib/logger.ts';
import { testTemplate } from '../../test/template-database.ts';
import { createTestDatabase, type TestApp } from '../../test/test-app.ts';
import { connectDemo, contentRow, saveDraft, waitFor } from '../content/test-helpers.test-support.ts';
import { newVisitor } from '../social-accounts/test-helpers.test-support.ts';
import { settleContent } from './settle.ts';

/**
 * An event that leaves Publia (here `post.published`, to a webhook) is written in the transaction
 * of the change that causes it. The process dies right after the commit, before any step that
 * follows it: once restarted on the same data, the event is delivered. On PostgreSQL when
 * TEST_DATABASE_URL is set (both instances on one database), else on PGlite in memory (the second
 * starts from the first's data directory as it was when it died).
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'publia-events-'));
const database = await createTestDatabase();
const running: TestApp[] = [];
afterAll(async () => {
  for (const app of running) await app.close();
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** An instance on the same data each time (`role` web: it works on no job). */
async function start(role: 'web' | 'all', pgliteTemplate?: Blob): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'web'),
    ROLE: role,
    ALLOW_PRIVATE_URLS: 'true',
    SANDBOX_CONTROLS: 'true',
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  const publia = await startPublia(config, createLogger('silent'), {
    withQueue: true,
    inMemory: true,
    ...(database ? {} : { pgliteTemplate: pgliteTemplate ?? testTemplate() }),
  });
  await publia.app.ready();
  const app = { ...publia, dataDir };
  running.push(app);
  return app;
}

/** A job written with a transaction's connection (pg-boss's `db` option). */
const inTransaction = (options: unknown) => Boolean((options as { db?: unknown } | undefined)?.db);

/**
 * From now on, nothing this instance does after a commit reaches the job queue: a job sent on
 * its own connection never arrives (the process is dead), one written in a transaction is.
 */
function dieAfterCommits(app: TestApp): () => void {
  const boss = app.queue!.boss;
  const { send, insert } = boss;
  boss.send = ((...args: Parameters<typeof send>) => (inTransaction(args[2]) ? send.apply(boss, args) : new Promise(() => {}))) as typeof send;
  boss.insert = ((...args: Parameters<typeof insert>) => (inTransaction(args[2]) ? insert.apply(boss, args) : new Promise(() => {}))) as typeof insert;
  return () => {
    boss.send = send;
    boss.insert = insert;
  };
}

describe('a server killed right after a post went out', () => {
  it('delivers its post.published webhook after the restart', { timeout: 120_000 }, async () => {
    const first = await start('web');
    const { visitor, api } = await newVisitor(first);
    const hook = await api.post('/api/integrations/webhooks', { url: 'http://127.0.0.1:9/hooks', eventTypes: ['post.published'] });
    expect(hook.statusCode).toBe(201);
    const accountId = await connectDemo(api, 'twitter');
    const item = await saveDraft(api, { content: `Sortie avant l'arrêt ${Date.now()}`, keywords: [], platforms: ['twitter'] });
    // Its only target just went out; the item is settled next, the step the server dies after.
    await first.ctx.db.execute(sql`update contents set status = 'publishing' where id = ${item.id}`);
    await first.ctx.db.execute(sql`insert into publication_targets (workspace_id, content_id, account_id, platform, status, due_at, external_id, url, published_at)
      values (${visitor.workspaceId}, ${item.id}, ${accountId}, 'twitter', 'published', now(), 'x-1', 'https://x.example/1', now())`);

    const revive = dieAfterCommits(first);
    void settleContent(first.ctx, visitor.workspaceId, item.id);
    await waitFor(async () => (await contentRow(first, item.id))?.status === 'published', 20_000, 'item settled');
    // What the dead process left undone stays undone; its connections close as a killed one's would.
    const left = await first.database.dump?.();
    revive();
    await first.close();
    running.splice(running.indexOf(first), 1);

    const second = await start('all', left);
    const deliveries = await waitFor(
      async () => {
        const rows = await deliveryRows(second, visitor.workspaceId);
        return rows.length > 0 ? rows : null;
      },
      30_000,
      'webhook delivery of post.published',
    );
    expect(deliveries.map((row) => row.event_type)).toEqual(['post.published']);
  });
});
