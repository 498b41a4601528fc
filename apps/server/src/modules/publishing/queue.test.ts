import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { armPublishFault, connectDemo, contentRow, notificationsOf, sandboxPostsWithText, saveDraft, targetRows, waitFor } from '../content/test-helpers.test-support.ts';
import { newVisitor, type Caller } from '../social-accounts/test-helpers.test-support.ts';
import { PUBLISH_TARGET_QUEUE, sweepOrphanTargets } from './service.ts';

/** The engine with its pg-boss workers: jobs at their time, cancelled jobs, lost jobs found again. */
let t: TestApp;
let api: Caller;
let userId: string;
beforeAll(async () => {
  // A long history cache: a page must be forgotten by the changes, not by its age.
  t = await createTestApp({ PUBLISH_RETRY_DELAY_SECONDS: '1', HISTORY_CACHE_SECONDS: '60' }, { withQueue: true });
  const me = await newVisitor(t);
  api = me.api;
  userId = me.visitor.userId;
  await connectDemo(api, 'twitter');
  await connectDemo(api, 'linkedin');
});
afterAll(async () => t?.close());

const sandboxPosts = (network: string, text: string) => sandboxPostsWithText(api, network, text);

const jobOf = async (jobId: string) => (await rawRows<{ state: string; start_after: Date }>(t.ctx.db, sql`select state, start_after from pgboss.job where id = ${jobId}::uuid`))[0];

const settled = (id: string) =>
  waitFor(
    async () => {
      const row = await contentRow(t, id);
      return row && ['published', 'failed'].includes(row.status) ? row : null;
    },
    20_000,
    'content settled',
  );

describe('publish now', () => {
  it('goes out to two networks; one refusal shows per network and notifies the author', async () => {
    await armPublishFault(api, 'linkedin', 'duplicate');
    const text = `Deux réseaux ${Date.now()}`;
    const item = await saveDraft(api, { content: text, keywords: [], platforms: ['twitter', 'linkedin'] });
    expect((await api.post(`/api/content/drafts/${item.id}/publish`)).statusCode).toBe(200);
    expect((await settled(item.id)).status).toBe('published');
    const view = (await api.get(`/api/content/${item.id}`)).json().data;
    const byNetwork = Object.fromEntries(view.targets.map((target: { platform: string }) => [target.platform, target]));
    expect(byNetwork.twitter).toMatchObject({ status: 'published', url: expect.stringMatching(/^http/) });
    expect(byNetwork.linkedin).toMatchObject({ status: 'failed', lastError: expect.stringContaining('DUPLICATE_POST') });
    expect(await sandboxPosts('twitter', text)).toHaveLength(1);
    expect(await sandboxPosts('linkedin', text)).toHaveLength(0);
    const failure = (await notificationsOf(t, userId)).find((notice) => notice.route === `/history?post=${item.id}`);
    expect(failure?.message).toMatch(/^Erreur lors de la publication sur LinkedIn: /);
  });

  it('sends a rate-limited target back to the queue with a job that starts after the reset', async () => {
    await armPublishFault(api, 'twitter', 'rate_limit');
    const item = await saveDraft(api, { content: `Limite ${Date.now()}`, keywords: [], platforms: ['twitter'] });
    await api.post(`/api/content/drafts/${item.id}/publish`);
    const [waiting] = await waitFor(
      async () => {
        const rows = await targetRows(t, item.id);
        // The retry's job is inserted just after the row is queued again: wait for both.
        const back = rows[0]?.attempts === 1 && rows[0].status === 'queued' && rows[0].job_id && (await jobOf(rows[0].job_id));
        return back ? rows : null;
      },
      15_000,
      'rate-limited target back in the queue with its job',
    );
    const job = await jobOf(waiting!.job_id!);
    expect(job?.state).toBe('created');
    expect(new Date(job!.start_after).getTime()).toBeGreaterThan(Date.now() + 45_000);
  });
});

describe('schedule', () => {
  it('goes out at its time and tells the author', async () => {
    const text = `Programmé ${Date.now()}`;
    const item = await saveDraft(api, { title: 'Rentrée', content: text, keywords: [], platforms: ['twitter'] });
    const at = new Date(Date.now() + 2500);
    expect((await api.post(`/api/content/drafts/${item.id}/schedule`, { scheduledFor: at.toISOString() })).statusCode).toBe(200);
    expect((await contentRow(t, item.id))?.status).toBe('scheduled');
    expect(await sandboxPosts('twitter', text)).toHaveLength(0);
    const statusInHistory = async () => (await api.get('/api/content/history?pageSize=100')).json().data.find((entry: { id: string }) => entry.id === item.id)?.status;
    expect(await statusInHistory()).toBe('scheduled');
    const done = await settled(item.id);
    expect(done.status).toBe('published');
    // The page read while it was scheduled is not served again once the engine published it.
    expect(await statusInHistory()).toBe('published');
    const [target] = await targetRows(t, item.id);
    const [published] = await rawRows<{ published_at: Date }>(t.ctx.db, sql`select published_at from publication_targets where id = ${target!.id}`);
    expect(new Date(published!.published_at).getTime()).toBeGreaterThanOrEqual(at.getTime());
    expect(await sandboxPosts('twitter', text)).toHaveLength(1);
    // The notice is written once the settling committed, by a handler of post.published: it may come a moment after.
    const notice = await waitFor(async () => (await notificationsOf(t, userId)).find((entry) => entry.type === 'scheduled'), 10_000, 'scheduled notice');
    expect(notice.message).toBe('Publication programmée publiée sur X : Rentrée');
  });

  it('keeps the job of a post scheduled months ahead until its time', async () => {
    const item = await saveDraft(api, { platforms: ['twitter'] });
    const at = new Date(Date.now() + 90 * 24 * 3_600_000);
    await api.post(`/api/content/drafts/${item.id}/schedule`, { scheduledFor: at.toISOString() });
    const [target] = await targetRows(t, item.id);
    const [job] = await rawRows<{ keep_until: Date; start_after: Date }>(t.ctx.db, sql`select keep_until, start_after from pgboss.job where id = ${target!.job_id}::uuid`);
    expect(new Date(job!.start_after).getTime()).toBe(at.getTime());
    expect(new Date(job!.keep_until).getTime()).toBeGreaterThan(at.getTime());
  });

  it('cancelling removes the waiting job', async () => {
    const item = await saveDraft(api, { platforms: ['twitter', 'linkedin'] });
    await api.post(`/api/content/drafts/${item.id}/schedule`, { scheduledFor: new Date(Date.now() + 3_600_000).toISOString() });
    const targets = await targetRows(t, item.id);
    for (const target of targets) expect((await jobOf(target.job_id!))?.state).toBe('created');
    expect((await api.post(`/api/content/${item.id}/cancel`)).statusCode).toBe(200);
    for (const target of targets) expect((await jobOf(target.job_id!))?.state).toBe('cancelled');
  });

  it('rescheduling replaces the job: one waiting job per target', async () => {
    const item = await saveDraft(api, { platforms: ['twitter'] });
    await api.post(`/api/content/drafts/${item.id}/schedule`, { scheduledFor: new Date(Date.now() + 3_600_000).toISOString() });
    const [first] = await targetRows(t, item.id);
    await api.post(`/api/content/drafts/${item.id}/schedule`, { scheduledFor: new Date(Date.now() + 7_200_000).toISOString() });
    const [second] = await targetRows(t, item.id);
    expect(second!.job_id).not.toBe(first!.job_id);
    expect((await jobOf(first!.job_id!))?.state).toBe('cancelled');
    const waiting = await rawRows<{ n: number }>(
      t.ctx.db,
      sql`select count(*)::int as n from pgboss.job where name = ${PUBLISH_TARGET_QUEUE} and singleton_key = ${first!.id} and state = 'created'`,
    );
    expect(waiting[0]?.n).toBe(1);
  });
});

describe('after a stop', () => {
  it('sends what fell due while no job existed, once', async () => {
    const text = `Dû pendant l'arrêt ${Date.now()}`;
    const item = await saveDraft(api, { content: text, keywords: [], platforms: ['twitter'] });
    await api.post(`/api/content/drafts/${item.id}/schedule`, { scheduledFor: new Date(Date.now() + 3_600_000).toISOString() });
    const [target] = await targetRows(t, item.id);
    // The job is lost (as if the queue had been emptied while the server was down) and the time has passed.
    await t.queue!.boss.cancel(PUBLISH_TARGET_QUEUE, target!.job_id!);
    await t.ctx.db.execute(sql`update publication_targets set due_at = now() - interval '5 minutes', updated_at = now() - interval '5 minutes' where id = ${target!.id}`);
    expect(await sweepOrphanTargets(t.ctx)).toBeGreaterThanOrEqual(1);
    expect((await settled(item.id)).status).toBe('published');
    await sweepOrphanTargets(t.ctx);
    expect(await sandboxPosts('twitter', text)).toHaveLength(1);
  });

  it('gives a lost job back to a target scheduled later, for its own time', async () => {
    const item = await saveDraft(api, { platforms: ['twitter'] });
    const at = new Date(Date.now() + 3_600_000);
    await api.post(`/api/content/drafts/${item.id}/schedule`, { scheduledFor: at.toISOString() });
    const [target] = await targetRows(t, item.id);
    await t.queue!.boss.cancel(PUBLISH_TARGET_QUEUE, target!.job_id!);
    await t.ctx.db.execute(sql`update publication_targets set updated_at = now() - interval '5 minutes' where id = ${target!.id}`);
    expect(await sweepOrphanTargets(t.ctx)).toBe(1);
    const [after] = await targetRows(t, item.id);
    expect(after!.job_id).not.toBe(target!.job_id);
    const job = await jobOf(after!.job_id!);
    expect(job?.state).toBe('created');
    expect(new Date(job!.start_after).getTime()).toBe(at.getTime());
    // A job alive is left alone.
    await t.ctx.db.execute(sql`update publication_targets set updated_at = now() - interval '5 minutes' where id = ${target!.id}`);
    expect(await sweepOrphanTargets(t.ctx)).toBe(0);
  });

  it('gives a lost retry job back for the retry time (rate limit reset), not now', async () => {
    await armPublishFault(api, 'twitter', 'rate_limit');
    const item = await saveDraft(api, { content: `Reprise après limite ${Date.now()}`, keywords: [], platforms: ['twitter'] });
    await api.post(`/api/content/drafts/${item.id}/publish`);
    const [waiting] = await waitFor(
      async () => {
        const rows = await targetRows(t, item.id);
        // The retry's job is inserted just after the row is queued again: wait for both.
        const back = rows[0]?.attempts === 1 && rows[0].status === 'queued' && rows[0].job_id && (await jobOf(rows[0].job_id));
        return back ? rows : null;
      },
      15_000,
      'rate-limited target back in the queue with its job',
    );
    const retryAt = new Date((await jobOf(waiting!.job_id!))!.start_after).getTime();
    expect(retryAt).toBeGreaterThan(Date.now() + 45_000);
    // The retry's job is lost (the queue emptied during a stop): the sweep gives one back for the same instant.
    await t.queue!.boss.cancel(PUBLISH_TARGET_QUEUE, waiting!.job_id!);
    await t.ctx.db.execute(sql`update publication_targets set updated_at = now() - interval '5 minutes' where id = ${waiting!.id}`);
    expect(await sweepOrphanTargets(t.ctx)).toBeGreaterThanOrEqual(1);
    const [after] = await targetRows(t, item.id);
    expect(after).toMatchObject({ status: 'queued', attempts: 1 });
    expect(after!.job_id).not.toBe(waiting!.job_id);
    const job = await jobOf(after!.job_id!);
    expect(job?.state).toBe('created');
    expect(new Date(job!.start_after).getTime()).toBe(retryAt);
  });

  it('settles an item left publishing although all its targets ended (a crash between the two)', async () => {
    const item = await saveDraft(api, { platforms: ['twitter'] });
    await api.post(`/api/content/drafts/${item.id}/publish`);
    expect((await settled(item.id)).status).toBe('published');
    await t.ctx.db.execute(sql`update contents set status = 'publishing', updated_at = now() - interval '2 minutes' where id = ${item.id}`);
    await sweepOrphanTargets(t.ctx);
    expect((await contentRow(t, item.id))?.status).toBe('published');
  });
});
