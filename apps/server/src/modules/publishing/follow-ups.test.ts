import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { armPublishFault, connectDemo, notificationsOf, saveDraft, targetRows } from '../content/test-helpers.test-support.ts';
import { withFreshToken } from '../social-accounts/service.ts';
import { newVisitor, type Caller } from '../social-accounts/test-helpers.test-support.ts';
import { findTargetsWithPartsToSend } from './follow-ups-repository.ts';
import { runFollowUpsJob, runPublishJob } from './service.ts';

/**
 * A post's thread (X) and first comment, one job run at a time: this instance has no workers, so
 * each test runs the target's job, then its parts' job, itself — twice, or after a crash left a
 * part claimed — and reads what the sandbox received.
 */
let t: TestApp;
let api: Caller;
let userId: string;
beforeAll(async () => {
  t = await createTestApp({ NETWORK_TIMEOUT_MS: '1500', PUBLISH_JOB_EXPIRY_SECONDS: '30' });
  const me = await newVisitor(t);
  api = me.api;
  userId = me.visitor.userId;
  await connectDemo(api, 'twitter');
});
afterAll(async () => t?.close());

let counter = 0;
/** A post of X with a thread of `parts` further posts, published: answers its target and the texts. */
async function publishedThread(parts: number) {
  const stamp = `${++counter}-${Date.now()}`;
  const texts = [`Fil ${stamp} : le début`, ...Array.from({ length: parts }, (_, index) => `Fil ${stamp} : suite ${index + 2}`)];
  const item = await saveDraft(api, { content: texts[0], keywords: [], platforms: ['twitter'], thread: texts.slice(1) });
  expect((await api.post(`/api/content/drafts/${item.id}/publish`)).statusCode).toBe(200);
  const [target] = await targetRows(t, item.id);
  await runPublishJob(t.ctx, target!.id);
  return { item, target: target!, texts };
}

interface SandboxTweet {
  id: string;
  text: string;
  /** The post it answers; null for a post, or a reply to the thread's first post. */
  inReplyTo: string | null;
}

/**
 * The sandbox's posts of X with these texts, in the texts' order (one list per text: a text sent
 * twice shows twice). The sandbox keeps a thread's further posts as its first post's replies.
 */
async function tweetsOf(texts: string[]): Promise<SandboxTweet[][]> {
  const posts = (await api.get('/sandbox/_posts?network=twitter')).json().posts as (SandboxTweet & { replies: SandboxTweet[] })[];
  const all = posts.flatMap((post) => [{ id: post.id, text: post.text, inReplyTo: null }, ...post.replies]);
  return texts.map((text) => all.filter((tweet) => tweet.text === text));
}

/** The published target's job wrote its parts (and queued their job, which no worker runs here). */
async function expectPartsWritten(targetId: string) {
  expect(await partRows(targetId)).not.toHaveLength(0);
}

const partRows = (targetId: string) =>
  rawRows<{ position: number; status: string; external_id: string | null; attempts: number; last_error: string | null; retry_at: string | null }>(
    t.ctx.db,
    sql`select position, status, external_id, attempts, last_error, retry_at from publication_target_parts where target_id = ${targetId} order by position`,
  );

/** The item's notifications to its author (the failures of its publication link to it). */
const noticesOf = async (contentId: string) => (await notificationsOf(t, userId)).filter((notice) => notice.route === `/history?post=${contentId}`);

/** What the minute sweep would give a job again, with the expiry this app has (30 s). */
const sweptTargets = () => findTargetsWithPartsToSend(t.ctx.db, 30, 1000);

describe('an X thread', () => {
  it('publishes each further post once, each answering the one before, and shows them on the item', async () => {
    const { item, target, texts } = await publishedThread(2);
    await Promise.all([runFollowUpsJob(t.ctx, target.id), runFollowUpsJob(t.ctx, target.id)]);
    await runFollowUpsJob(t.ctx, target.id);
    const tweets = await tweetsOf(texts);
    expect(tweets.map((found) => found.length)).toEqual([1, 1, 1]);
    const parts = await partRows(target.id);
    expect(parts.map((part) => [part.position, part.status, part.attempts])).toEqual([
      [1, 'published', 1],
      [2, 'published', 1],
    ]);
    expect(parts.map((part) => part.external_id)).toEqual([tweets[1]![0]!.id, tweets[2]![0]!.id]);
    // Each answers the one before (the second answers the first post itself).
    expect(tweets[2]![0]!.inReplyTo).toBe(tweets[1]![0]!.id);
    const view = (await api.get(`/api/content/${item.id}`)).json().data;
    expect(view.thread).toEqual(texts.slice(1));
    expect(view.targets[0].parts).toMatchObject([
      { position: 1, kind: 'thread', status: 'published', externalId: tweets[1]![0]!.id, url: expect.stringMatching(/^http/) },
      { position: 2, kind: 'thread', status: 'published', externalId: tweets[2]![0]!.id },
    ]);
    // Everything went out: nobody is told of a failure.
    expect(await noticesOf(item.id)).toEqual([]);
  });

  it('after a crash while a post was going out, finds it on X instead of sending it again, then goes on', async () => {
    const { item, target, texts } = await publishedThread(2);
    const [root] = await targetRows(t, item.id);
    // The run that died had claimed the second post and sent it; nothing was recorded after.
    const [account] = await rawRows<{ id: string; workspace_id: string }>(
      t.ctx.db,
      sql`select id, workspace_id from social_accounts where id = ${(await rawRows<{ account_id: string }>(t.ctx.db, sql`select account_id from publication_targets where id = ${target.id}`))[0]!.account_id}`,
    );
    const client = t.ctx.networks!.client('twitter');
    await withFreshToken(t.ctx, { workspaceId: account!.workspace_id, id: account!.id }, (credentials) =>
      client.publishFollowUp!(credentials, { postExternalId: root!.external_id!, replyToExternalId: root!.external_id!, text: texts[1]! }),
    );
    await expectPartsWritten(target.id);
    await t.ctx.db.execute(
      sql`update publication_target_parts set status = 'publishing', attempts = 1, claimed_at = now() - interval '10 minutes' where target_id = ${target.id} and position = 1`,
    );
    await runFollowUpsJob(t.ctx, target.id);
    expect((await tweetsOf(texts)).map((found) => found.length)).toEqual([1, 1, 1]);
    expect((await partRows(target.id)).map((part) => [part.position, part.status, part.attempts])).toEqual([
      [1, 'published', 2],
      [2, 'published', 1],
    ]);
  });

  it('after a crash before a post went out, sends it once: not found on X, it goes out again', async () => {
    const { target, texts } = await publishedThread(1);
    await expectPartsWritten(target.id);
    await t.ctx.db.execute(sql`update publication_target_parts set status = 'publishing', attempts = 1, claimed_at = now() - interval '10 minutes' where target_id = ${target.id}`);
    // A claim younger than the expiry belongs to a run still going: nothing is sent in its place.
    await t.ctx.db.execute(sql`update publication_target_parts set claimed_at = now() where target_id = ${target.id}`);
    await runFollowUpsJob(t.ctx, target.id);
    expect((await tweetsOf(texts)).map((found) => found.length)).toEqual([1, 0]);
    await t.ctx.db.execute(sql`update publication_target_parts set claimed_at = now() - interval '10 minutes' where target_id = ${target.id}`);
    await runFollowUpsJob(t.ctx, target.id);
    expect((await tweetsOf(texts)).map((found) => found.length)).toEqual([1, 1]);
  });

  it('a post out but its thread not written (the server died between the two): nothing is recorded, and the next run finds the post and writes its thread', async () => {
    const stamp = `${++counter}-${Date.now()}`;
    const texts = [`Fil ${stamp} : le début`, `Fil ${stamp} : la suite`];
    const item = await saveDraft(api, { content: texts[0], keywords: [], platforms: ['twitter'], thread: texts.slice(1) });
    expect((await api.post(`/api/content/drafts/${item.id}/publish`)).statusCode).toBe(200);
    const [target] = await targetRows(t, item.id);
    // Writing this post's parts fails, as a process killed right after the network answered would.
    await t.ctx.db.execute(sql.raw(`create function test_refuse_parts() returns trigger language plpgsql as $$ begin raise exception 'arrêt simulé'; end $$`));
    await t.ctx.db.execute(
      sql.raw(`create trigger test_refuse_parts before insert on publication_target_parts for each row when (new.text = '${texts[1]}') execute function test_refuse_parts()`),
    );
    try {
      await expect(runPublishJob(t.ctx, target!.id)).rejects.toThrow(/publication_target_parts/);
    } finally {
      await t.ctx.db.execute(sql.raw('drop trigger test_refuse_parts on publication_target_parts'));
      await t.ctx.db.execute(sql.raw('drop function test_refuse_parts()'));
    }
    // Not published without its thread: the target is still being published, with no part.
    expect((await targetRows(t, item.id)).map((row) => row.status)).toEqual(['publishing']);
    expect(await partRows(target!.id)).toEqual([]);

    // Its claim expired, the next run finds the post on X instead of sending it again, and writes the thread.
    await t.ctx.db.execute(sql`update publication_targets set claimed_at = now() - interval '10 minutes' where id = ${target!.id}`);
    await runPublishJob(t.ctx, target!.id);
    expect((await targetRows(t, item.id)).map((row) => row.status)).toEqual(['published']);
    await runFollowUpsJob(t.ctx, target!.id);
    expect((await tweetsOf(texts)).map((found) => found.length)).toEqual([1, 1]);
    expect((await partRows(target!.id)).map((part) => [part.position, part.status])).toEqual([[1, 'published']]);
  });

  it('stops at a post X refuses: the ones after it are not sent, the reason is on the item, its author is told once', async () => {
    const { item, target, texts } = await publishedThread(2);
    await armPublishFault(api, 'twitter', 'duplicate');
    await Promise.all([runFollowUpsJob(t.ctx, target.id), runFollowUpsJob(t.ctx, target.id)]);
    await runFollowUpsJob(t.ctx, target.id);
    expect((await tweetsOf(texts)).map((found) => found.length)).toEqual([1, 0, 0]);
    const parts = await partRows(target.id);
    expect(parts.map((part) => [part.position, part.status])).toEqual([
      [1, 'failed'],
      [2, 'queued'],
    ]);
    expect(parts[0]?.last_error).toContain('duplicate content');
    // The post went out, its second post did not: told once, whatever ran the job again.
    const notices = await noticesOf(item.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ type: 'failure' });
    expect(notices[0]!.message).toBe(`Le fil de votre publication sur X s’est arrêté à la partie 2/3 : ${parts[0]!.last_error}`);
    // A thread stopped for good is no lost job: the sweep does not give it one again and again.
    await t.ctx.db.execute(sql`update publication_target_parts set updated_at = now() - interval '10 minutes' where target_id = ${target.id}`);
    expect(await sweptTargets()).not.toContain(target.id);
  });
});

describe('a first comment', () => {
  it('that LinkedIn refuses: the post stays published, its author is told once what did not follow', async () => {
    await connectDemo(api, 'linkedin');
    const item = await saveDraft(api, { content: `Avec commentaire ${Date.now()}`, keywords: [], platforms: ['linkedin'], firstComment: 'Le lien est ici.' });
    expect((await api.post(`/api/content/drafts/${item.id}/publish`)).statusCode).toBe(200);
    const [target] = await targetRows(t, item.id);
    await runPublishJob(t.ctx, target!.id);
    await api.post('/sandbox/_faults', { network: 'linkedin', operation: 'comments', fault: 'duplicate', count: 1 });
    await runFollowUpsJob(t.ctx, target!.id);
    await runFollowUpsJob(t.ctx, target!.id);
    const [part] = await partRows(target!.id);
    expect(part).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await targetRows(t, item.id))[0]?.status).toBe('published');
    expect((await noticesOf(item.id)).map((notice) => notice.message)).toEqual([
      `Le premier commentaire de votre publication sur LinkedIn n’a pas été publié : ${part!.last_error}`,
    ]);
  });
});

describe('a thread post X rate-limits', () => {
  it('waits for the reset: a job run early sends nothing and spends no attempt, the sweep leaves it alone, then it goes out', async () => {
    const { item, target, texts } = await publishedThread(2);
    await armPublishFault(api, 'twitter', 'rate_limit');
    await runFollowUpsJob(t.ctx, target.id);
    const [limited] = await partRows(target.id);
    expect(limited).toMatchObject({ status: 'queued', attempts: 1 });
    // X said 60 seconds: the retry time is kept on the part.
    expect(new Date(limited!.retry_at!).getTime()).toBeGreaterThan(Date.now() + 45_000);

    // A job run before the reset (another run's, one the sweep gave back): nothing is claimed, the
    // post after it does not overtake it.
    await runFollowUpsJob(t.ctx, target.id);
    expect((await tweetsOf(texts)).map((found) => found.length)).toEqual([1, 0, 0]);
    expect((await partRows(target.id)).map((part) => [part.status, part.attempts])).toEqual([
      ['queued', 1],
      ['queued', 0],
    ]);
    // Long untouched, but waiting for its retry time: the sweep leaves the target alone until then.
    await t.ctx.db.execute(sql`update publication_target_parts set updated_at = now() - interval '10 minutes' where target_id = ${target.id}`);
    expect(await sweptTargets()).not.toContain(target.id);

    // The reset has come: the sweep gives the target its job again, and the job sends both posts.
    await t.ctx.db.execute(sql`update publication_target_parts set retry_at = now() - interval '1 second' where target_id = ${target.id} and position = 1`);
    expect(await sweptTargets()).toContain(target.id);
    await runFollowUpsJob(t.ctx, target.id);
    expect((await tweetsOf(texts)).map((found) => found.length)).toEqual([1, 1, 1]);
    expect((await partRows(target.id)).map((part) => [part.status, part.attempts, part.retry_at])).toEqual([
      ['published', 2, null],
      ['published', 1, null],
    ]);
    expect(await noticesOf(item.id)).toEqual([]);
  });
});
