import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { createTestApp, withSession, type TestApp, type Visitor } from '../../test/test-app.ts';
import { armPublishFault, connectDemo, contentRow, notificationsOf, sandboxPostsWithText, saveDraft, targetRows } from '../content/test-helpers.test-support.ts';
import { withFreshToken } from '../social-accounts/service.ts';
import { newVisitor, type Caller } from '../social-accounts/test-helpers.test-support.ts';
import { multipart, solidImage } from '../media/samples.test-support.ts';
import { runDeliveryCheck, runPublishJob } from './service.ts';

/**
 * The engine's decisions, one job run at a time: this instance has no workers, so each test runs
 * the job of a target itself (twice, or after a fault) and reads what the sandbox received.
 */
let t: TestApp;
let api: Caller;
let userId: string;
let me: Visitor;
beforeAll(async () => {
  t = await createTestApp({ NETWORK_TIMEOUT_MS: '1500', PUBLISH_JOB_EXPIRY_SECONDS: '30' });
  const visitor = await newVisitor(t);
  api = visitor.api;
  me = visitor.visitor;
  userId = me.userId;
  await connectDemo(api, 'twitter');
  await connectDemo(api, 'linkedin');
});
afterAll(async () => t?.close());

let counter = 0;
/** A post with a text of its own, queued for X (or the given networks); answers the content and its first target. */
async function queued(platforms = ['twitter'], extra: Record<string, unknown> = {}) {
  const text = `Essai moteur ${++counter} — ${Date.now()}`;
  const item = await saveDraft(api, { content: text, keywords: [], platforms, ...extra });
  const response = await api.post(`/api/content/drafts/${item.id}/publish`);
  if (response.statusCode !== 200) throw new Error(`publish: ${response.body}`);
  const [target] = await targetRows(t, item.id);
  return { item, text, target: target! };
}

const sandboxPosts = (network: string, text: string) => sandboxPostsWithText(api, network, text);
const arm = (network: string, fault: string, count = 1) => armPublishFault(api, network, fault, count);

describe('one target, one publication', () => {
  it('publishes once when the same job runs twice, even at the same moment', async () => {
    const { item, text, target } = await queued();
    await Promise.all([runPublishJob(t.ctx, target.id), runPublishJob(t.ctx, target.id)]);
    await runPublishJob(t.ctx, target.id);
    expect(await sandboxPosts('twitter', text)).toHaveLength(1);
    const [after] = await targetRows(t, item.id);
    expect(after).toMatchObject({ status: 'published', attempts: 1, last_error: null });
    expect(after?.external_id).toBeTruthy();
    expect(after?.url).toMatch(/^http/);
    const view = (await api.get(`/api/content/${item.id}`)).json().data;
    expect(view.status).toBe('published');
    expect(view.publishedAt).not.toBeNull();
    expect(view.targets[0]).toMatchObject({ platform: 'twitter', status: 'published', username: expect.any(String) });
  });

  it('publishes a failed network again only: a re-publish re-queues its failed target', async () => {
    await arm('linkedin', 'duplicate');
    const { item, text } = await queued(['twitter', 'linkedin']);
    for (const target of await targetRows(t, item.id)) await runPublishJob(t.ctx, target.id);
    const first = await targetRows(t, item.id);
    expect(first.map((row) => [row.platform, row.status])).toEqual([
      ['linkedin', 'failed'],
      ['twitter', 'published'],
    ]);
    expect(first[0]?.last_error).toContain('DUPLICATE_POST');
    const notices = await notificationsOf(t, userId);
    expect(notices.at(-1)).toMatchObject({ type: 'failure', route: `/history?post=${item.id}` });
    expect(notices.at(-1)?.message).toMatch(/^Erreur lors de la publication sur LinkedIn: /);
    expect((await contentRow(t, item.id))?.status).toBe('published');

    // Published is final: the item is refused, nothing is queued.
    const again = await api.post(`/api/content/drafts/${item.id}/publish`);
    expect([again.statusCode, again.json().message]).toEqual([409, 'Cette publication a déjà été publiée.']);
    expect(await sandboxPosts('twitter', text)).toHaveLength(1);
  });

  it('fails for good with the reason when every network refuses, and lets the user publish again', async () => {
    await arm('twitter', 'duplicate');
    const { item, text, target } = await queued();
    await runPublishJob(t.ctx, target.id);
    expect((await contentRow(t, item.id))?.status).toBe('failed');
    const retry = await api.post(`/api/content/drafts/${item.id}/publish`);
    expect(retry.statusCode).toBe(200);
    const [requeued] = await targetRows(t, item.id);
    expect(requeued).toMatchObject({ status: 'queued', attempts: 0 });
    await runPublishJob(t.ctx, requeued!.id);
    expect(await sandboxPosts('twitter', text)).toHaveLength(1);
    expect((await contentRow(t, item.id))?.status).toBe('published');
  });
});

describe('with a photo', () => {
  it('publishes the uploaded photo where a network needs one (Instagram) and on X', async () => {
    await connectDemo(api, 'instagram');
    const body = multipart({ bytes: await solidImage(1080, 1080, [200, 120, 40], 'jpeg') });
    const uploaded = await t.app.inject({ method: 'POST', url: '/api/media', headers: { ...withSession(me), ...body.headers }, payload: body.payload });
    expect(uploaded.statusCode).toBe(201);
    const media = uploaded.json().data;
    const text = `Photo du jour ${Date.now()}`;
    const item = await saveDraft(api, { content: text, keywords: [], platforms: ['instagram', 'twitter'], mediaId: media.id, mediaType: 'image' });
    expect((await api.post(`/api/content/drafts/${item.id}/publish`)).statusCode).toBe(200);
    for (const target of await targetRows(t, item.id)) await runPublishJob(t.ctx, target.id);
    expect((await targetRows(t, item.id)).map((row) => [row.platform, row.status, row.last_error])).toEqual([
      ['instagram', 'published', null],
      ['twitter', 'published', null],
    ]);
    const [post] = await sandboxPosts('instagram', text);
    expect(post?.mediaType).toBe('image');
  });

  it('sends the photo with the alternative text written for it, where the network takes one', async () => {
    const body = multipart({ bytes: await solidImage(1080, 1080, [40, 120, 200], 'jpeg') });
    const uploaded = await t.app.inject({ method: 'POST', url: '/api/media', headers: { ...withSession(me), ...body.headers }, payload: body.payload });
    const media = uploaded.json().data;
    const text = `Photo décrite ${Date.now()}`;
    const altText = 'Une façade ocre au soleil couchant';
    const item = await saveDraft(api, { content: text, keywords: [], platforms: ['twitter', 'linkedin'], media: [{ id: media.id, url: media.url, type: 'image', altText }] });
    expect((await api.post(`/api/content/drafts/${item.id}/publish`)).statusCode).toBe(200);
    for (const target of await targetRows(t, item.id)) await runPublishJob(t.ctx, target.id);
    expect((await targetRows(t, item.id)).map((row) => row.status)).toEqual(['published', 'published']);
    for (const network of ['linkedin', 'twitter']) {
      const [post] = (await sandboxPosts(network, text)) as { mediaAltText?: string }[];
      expect([network, post?.mediaAltText]).toEqual([network, altText]);
    }
  });
});

describe('retries only where the network surely did not receive the post', () => {
  it('refreshes an expired token and tries once more', async () => {
    await arm('twitter', 'token_expired');
    const { item, text, target } = await queued();
    await runPublishJob(t.ctx, target.id);
    expect(await sandboxPosts('twitter', text)).toHaveLength(1);
    expect((await targetRows(t, item.id))[0]).toMatchObject({ status: 'published', attempts: 1 });
  });

  it('puts a rate-limited target back in the queue until the reset, then publishes it once', async () => {
    await arm('twitter', 'rate_limit');
    const { item, text, target } = await queued();
    await runPublishJob(t.ctx, target.id);
    const [waiting] = await targetRows(t, item.id);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting?.last_error).toBeTruthy();
    expect(waiting?.job_id).not.toBe(target.job_id);
    expect(await sandboxPosts('twitter', text)).toHaveLength(0);
    await runPublishJob(t.ctx, target.id);
    expect(await sandboxPosts('twitter', text)).toHaveLength(1);
    expect((await targetRows(t, item.id))[0]).toMatchObject({ status: 'published', attempts: 2 });
  });

  it('retries a server error with back-off, and gives up after five attempts', async () => {
    await arm('twitter', 'server_error', 5);
    const { item, text, target } = await queued();
    for (let attempt = 1; attempt <= 5; attempt++) await runPublishJob(t.ctx, target.id);
    const [failed] = await targetRows(t, item.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 5 });
    expect(await sandboxPosts('twitter', text)).toHaveLength(0);
    expect((await contentRow(t, item.id))?.status).toBe('failed');
  });

  it('never retries blindly an outcome that is unknown (time-out after sending): to check, and the author is told', async () => {
    await arm('twitter', 'timeout');
    const { item, target } = await queued();
    await runPublishJob(t.ctx, target.id);
    const [unsure] = await targetRows(t, item.id);
    expect(unsure).toMatchObject({ status: 'to_check', attempts: 1 });
    await runPublishJob(t.ctx, target.id);
    expect((await targetRows(t, item.id))[0]).toMatchObject({ status: 'to_check', attempts: 1 });
    const notice = (await notificationsOf(t, userId)).at(-1);
    expect(notice).toMatchObject({ type: 'failure', route: `/history?post=${item.id}` });
    expect(notice?.message).toMatch(/^Publication sur X incertaine/);
  });
});

/** Publishes `text` on the target's account straight through the client: what a call that "failed" had in fact done. */
async function postedAnyway(targetId: string, input: { text: string; link?: string }) {
  const client = t.ctx.networks!.client('twitter');
  const [account] = await rawRows<{ id: string; workspace_id: string }>(
    t.ctx.db,
    sql`select id, workspace_id from social_accounts where id = (select account_id from publication_targets where id = ${targetId})`,
  );
  await withFreshToken(t.ctx, { workspaceId: account!.workspace_id, id: account!.id }, (credentials) => client.publish(credentials, input));
}

describe('a failure that had in fact published', () => {
  it('looks for the post before a new attempt: a server error after X created it is not sent again', async () => {
    await arm('twitter', 'server_error');
    const { item, text, target } = await queued();
    await runPublishJob(t.ctx, target.id);
    expect((await targetRows(t, item.id))[0]).toMatchObject({ status: 'queued', attempts: 1 });
    await postedAnyway(target.id, { text });
    await runPublishJob(t.ctx, target.id);
    expect(await sandboxPosts('twitter', text)).toHaveLength(1);
    expect((await targetRows(t, item.id))[0]).toMatchObject({ status: 'published', attempts: 2 });
  });

  it('recognises a post that carries its link and an ampersand, as X gives them back', async () => {
    const { item, text, target } = await queued(['twitter'], { link: 'https://exemple.fr/atelier?a=1&b=2' });
    await t.ctx.db.execute(sql`update publication_targets set status = 'publishing', attempts = 1, claimed_at = now() - interval '10 minutes' where id = ${target.id}`);
    const link = 'https://exemple.fr/atelier?a=1&b=2';
    await postedAnyway(target.id, { text, link });
    await runPublishJob(t.ctx, target.id);
    expect(await sandboxPosts('twitter', `${text}\n\n${link}`)).toHaveLength(1);
    expect((await targetRows(t, item.id))[0]?.status).toBe('published');
  });
});

/** What a worker that died after claiming leaves behind. */
const crash = (targetId: string) =>
  t.ctx.db.execute(sql`update publication_targets set status = 'publishing', attempts = 1, claimed_at = now() - interval '10 minutes' where id = ${targetId}`);

describe('a worker that died mid-publish', () => {
  it('leaves a fresh claim alone (the first worker may still be at it)', async () => {
    const { item, text, target } = await queued();
    await t.ctx.db.execute(sql`update publication_targets set status = 'publishing', claimed_at = now() where id = ${target.id}`);
    await runPublishJob(t.ctx, target.id);
    expect((await targetRows(t, item.id))[0]?.status).toBe('publishing');
    expect(await sandboxPosts('twitter', text)).toHaveLength(0);
  });

  it('finds the post on the network and records it instead of publishing it twice', async () => {
    const client = t.ctx.networks!.client('twitter');
    expect(client.recentPosts).toBeTypeOf('function');
    const { item, text, target } = await queued();
    await crash(target.id);
    // The dead worker's call had reached X.
    const [account] = await rawRows<{ id: string; workspace_id: string }>(
      t.ctx.db,
      sql`select id, workspace_id from social_accounts where id = (select account_id from publication_targets where id = ${target.id})`,
    );
    await withFreshToken(t.ctx, { workspaceId: account!.workspace_id, id: account!.id }, (credentials) => client.publish(credentials, { text }));
    await runPublishJob(t.ctx, target.id);
    expect(await sandboxPosts('twitter', text)).toHaveLength(1);
    expect((await targetRows(t, item.id))[0]?.status).toBe('published');
  });

  it('publishes again when the network does not have it', async () => {
    const client = t.ctx.networks!.client('twitter');
    expect(client.recentPosts).toBeTypeOf('function');
    const { item, text, target } = await queued();
    await crash(target.id);
    await runPublishJob(t.ctx, target.id);
    expect(await sandboxPosts('twitter', text)).toHaveLength(1);
    expect((await targetRows(t, item.id))[0]).toMatchObject({ status: 'published', attempts: 2 });
  });

  it('asks the author to check when the network cannot tell', async () => {
    // A network client without the recent-posts face (every sandboxed network has it today).
    const client = t.ctx.networks!.client('linkedin');
    const recentPosts = client.recentPosts;
    client.recentPosts = undefined;
    try {
      const { item, text, target } = await queued(['linkedin']);
      await crash(target.id);
      await runPublishJob(t.ctx, target.id);
      expect(await sandboxPosts('linkedin', text)).toHaveLength(0);
      expect((await targetRows(t, item.id))[0]?.status).toBe('to_check');
      expect((await notificationsOf(t, userId)).at(-1)?.message).toContain('incertaine');
    } finally {
      client.recentPosts = recentPosts;
    }
  });

  it('records a post left to check once the check finds it among the account\u2019s recent posts', async () => {
    const client = t.ctx.networks!.client('twitter');
    const { item, text, target } = await queued();
    await t.ctx.db.execute(sql`update publication_targets set status = 'to_check', attempts = 1, claimed_at = now() where id = ${target.id}`);
    await runDeliveryCheck(t.ctx, target.id);
    expect((await targetRows(t, item.id))[0]?.status).toBe('to_check');
    // The time-out had in fact reached X.
    const [account] = await rawRows<{ id: string; workspace_id: string }>(
      t.ctx.db,
      sql`select id, workspace_id from social_accounts where id = (select account_id from publication_targets where id = ${target.id})`,
    );
    await withFreshToken(t.ctx, { workspaceId: account!.workspace_id, id: account!.id }, (credentials) => client.publish(credentials, { text }));
    await runDeliveryCheck(t.ctx, target.id);
    expect((await targetRows(t, item.id))[0]).toMatchObject({ status: 'published', external_id: expect.any(String) });
    expect((await contentRow(t, item.id))?.status).toBe('published');
    expect(await sandboxPosts('twitter', text)).toHaveLength(1);
  });
});
