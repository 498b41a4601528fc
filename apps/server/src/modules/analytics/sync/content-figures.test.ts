import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../../db/raw-rows.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { connectDemo, saveDraft, targetRows } from '../../content/test-helpers.test-support.ts';
import { setContentFigures } from '../../content/service.ts';
import { runPublishJob } from '../../publishing/service.ts';
import { newVisitor, type Caller } from '../../social-accounts/test-helpers.test-support.ts';
import { syncWorkspaceNow } from './public.ts';
import { contentTotals } from './repository.ts';

/**
 * Two accounts of one item measured at once (X and LinkedIn, synced side by side): each sums the
 * item's figures after storing its own readings. On PostgreSQL, where the two really overlap, the
 * second must sum after the first has written, or an earlier sum lands last.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('les chiffres d’une publication mesurée sur deux réseaux à la fois', () => {
  let t: TestApp;
  let api: Caller;
  let workspaceId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const visitor = await newVisitor(t);
    api = visitor.api;
    workspaceId = visitor.visitor.workspaceId;
    await connectDemo(api, 'twitter');
    await connectDemo(api, 'linkedin');
  });
  afterAll(async () => t?.close());

  it('le dernier écrit tient compte des deux réseaux, même quand une somme lue plus tôt s’écrit en premier', async () => {
    const item = await saveDraft(api, { content: `Deux réseaux à la fois ${Date.now()}`, keywords: [], platforms: ['twitter', 'linkedin'] });
    expect((await api.post(`/api/content/drafts/${item.id}/publish`)).statusCode).toBe(200);
    for (const target of await targetRows(t, item.id)) await runPublishJob(t.ctx, target.id);
    await syncWorkspaceNow(t.ctx, workspaceId);
    const [linkedin] = (await targetRows(t, item.id)).filter((target) => target.platform === 'linkedin');

    // The first holds the item and has read its sums; LinkedIn's new reading then comes in.
    let summed!: () => void;
    const read = new Promise<void>((resolve) => (summed = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = setContentFigures(t.ctx, workspaceId, [item.id], async (db) => {
      const totals = await contentTotals(db, [item.id]);
      summed();
      await gate;
      return totals;
    });
    await read;
    await t.ctx.db.execute(sql`update post_metrics set impressions = impressions + 1000 where target_id = ${linkedin!.id}`);
    // The second (LinkedIn's account) sums now: it must wait for the first to be written.
    const second = setContentFigures(t.ctx, workspaceId, [item.id], (db) => contentTotals(db, [item.id]));
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await Promise.all([first, second]);

    const [content] = await rawRows<{ impressions: number | null }>(t.ctx.db, sql`select impressions from contents where id = ${item.id}`);
    const [sum] = await rawRows<{ impressions: string }>(t.ctx.db, sql`select sum(impressions) as impressions from post_metrics where content_id = ${item.id}`);
    expect(content!.impressions).toBe(Number(sum!.impressions));
  });
});
