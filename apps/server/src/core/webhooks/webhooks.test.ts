import { randomUUID } from 'node:crypto';
import { apiMessagesFr, frenchMessage, WEBHOOK_LIMITS } from '@publia/shared';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.ts';
import { callerOf, type Caller } from '../../modules/social-accounts/test-helpers.test-support.ts';
import { createTestApp, registerVisitor, uniqueEmail, type TestApp, type Visitor } from '../../test/test-app.ts';
import { invitationMail, joinTeam, teamApi } from '../team/team.test-support.ts';
import { insertMembership } from '../workspaces/repository.ts';
import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/raw-rows.ts';
import { runDeliveryJob } from './deliver.ts';
import { purgeOldDeliveries } from './purge.ts';
import { requeueStalledDeliveries } from './sweep.ts';
import { sendSigned } from './send-signed.ts';
import { deliveryRows, expectedSignature, notificationsOf, signaturesOf, startReceiver, verifiableHeaders, type Receiver } from './webhooks.test-support.ts';

const SECOND = 1000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const clock = manualClock(Date.now());
let t: TestApp;
let receiver: Receiver;
beforeAll(async () => {
  [t, receiver] = await Promise.all([createTestApp({ ALLOW_PRIVATE_URLS: 'true' }, { clock }), startReceiver()]);
});
afterAll(async () => Promise.all([t?.close(), receiver?.close()]));

async function admin(): Promise<{ visitor: Visitor; api: Caller }> {
  const visitor = await registerVisitor(t.app);
  return { visitor, api: callerOf(t, visitor) };
}

async function addWebhook(api: Caller, body: Record<string, unknown>): Promise<{ id: string; secret: string }> {
  const answer = await api.post('/api/integrations/webhooks', { url: `${receiver.url}/hooks`, eventTypes: ['post.published'], ...body });
  if (answer.statusCode !== 201) throw new Error(`webhook: ${answer.statusCode} ${answer.body}`);
  return answer.json().data;
}

/** A publication as the publishing module announces it (durable subscribers run at once without pg-boss). */
const published = (workspaceId: string, title = 'Soldes d’été') =>
  t.ctx.events.emit('post.published', { workspaceId, contentId: randomUUID(), authorId: null, title, platforms: ['twitter'], wasScheduled: false });

/** The attempts waiting in the workspace (what the queue would run), each run once. */
async function runWaiting(workspaceId: string) {
  const waiting = (await deliveryRows(t, workspaceId)).filter((row) => row.status === 'pending' || row.status === 'retrying');
  return Promise.all(waiting.map((row) => runDeliveryJob(t.ctx, { deliveryId: row.id, attempt: row.attempts + 1 })));
}

const receivedBy = (path: string) => receiver.received.filter((request) => request.path === path);

describe('outgoing event webhooks', () => {
  it('signs each delivery per Standard Webhooks: the reference library and an independent HMAC-SHA256 both verify it', async () => {
    receiver.answerWith(() => ({ status: 200 }));
    const { visitor, api } = await admin();
    const created = await addWebhook(api, { url: `${receiver.url}/signed`, description: 'Mon n8n' });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

    // The secret is shown once: the list has only its start.
    const list = (await api.get('/api/integrations/webhooks')).json().data;
    expect(list).toEqual([expect.objectContaining({ id: created.id, description: 'Mon n8n', enabled: true, secretPrefix: `${created.secret.slice(0, 12)}…` })]);
    expect(JSON.stringify(list)).not.toContain(created.secret);

    await published(visitor.workspaceId);
    await runWaiting(visitor.workspaceId);
    const [request] = receivedBy('/signed');
    expect(request).toBeDefined();
    expect(new Webhook(created.secret).verify(request!.raw, verifiableHeaders(request!))).toMatchObject({ type: 'post.published' });
    const id = String(request!.headers['webhook-id']);
    const timestamp = String(request!.headers['webhook-timestamp']);
    expect(id).toMatch(/^msg_/);
    expect(Number(timestamp)).toBe(Math.floor(clock.now() / 1000));
    expect(signaturesOf(request!)).toEqual([expectedSignature(created.secret, id, timestamp, request!.raw)]);
    expect(request!.body).toEqual({
      type: 'post.published',
      timestamp: new Date(clock.now()).toISOString(),
      data: expect.objectContaining({ workspaceId: visitor.workspaceId, title: 'Soldes d’été', platforms: ['twitter'] }),
    });
    // Someone else's secret does not verify it.
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`).verify(request!.raw, verifiableHeaders(request!))).toThrow('No matching signature found');
  });

  it('after a rotation both secrets sign for 24 hours, then only the new one', async () => {
    receiver.answerWith(() => ({ status: 200 }));
    const { visitor, api } = await admin();
    const created = await addWebhook(api, { url: `${receiver.url}/rotation` });
    const rotated = await api.post(`/api/integrations/webhooks/${created.id}/rotate`);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().message).toBe(frenchMessage('webhooks.secretRotated', { hours: 24 }));
    const fresh = rotated.json().data.secret as string;
    expect(fresh).not.toBe(created.secret);
    expect(rotated.json().data.previousSecretExpiresAt).toBe(new Date(clock.now() + 24 * HOUR).toISOString());

    await published(visitor.workspaceId);
    await runWaiting(visitor.workspaceId);
    const [during] = receivedBy('/rotation');
    expect(signaturesOf(during!)).toHaveLength(2);
    expect(new Webhook(fresh).verify(during!.raw, verifiableHeaders(during!))).toBeTruthy();
    expect(new Webhook(created.secret).verify(during!.raw, verifiableHeaders(during!))).toBeTruthy();

    clock.advance(24 * HOUR + SECOND);
    await published(visitor.workspaceId);
    await runWaiting(visitor.workspaceId);
    const after = receivedBy('/rotation')[1]!;
    const [id, timestamp] = [String(after.headers['webhook-id']), String(after.headers['webhook-timestamp'])];
    // Its timestamp is the moved clock's, a day ahead of the library's: the signature is checked by hand.
    expect(signaturesOf(after)).toEqual([expectedSignature(fresh, id, timestamp, after.raw)]);
    expect(signaturesOf(after)).not.toContain(expectedSignature(created.secret, id, timestamp, after.raw));
    expect((await api.get('/api/integrations/webhooks')).json().data[0].previousSecretExpiresAt).toBeNull();
  });

  it('fans an event out only to the enabled endpoints of its workspace subscribed to it; a post to check goes as post.to_check', async () => {
    receiver.answerWith(() => ({ status: 200 }));
    const { visitor, api } = await admin();
    const other = await admin();
    const subscribed = await addWebhook(api, { url: `${receiver.url}/a`, eventTypes: ['post.published', 'post.to_check'] });
    await addWebhook(api, { url: `${receiver.url}/b`, eventTypes: ['post.failed'] });
    await addWebhook(api, { url: `${receiver.url}/c`, eventTypes: ['post.published'], enabled: false });
    await addWebhook(other.api, { url: `${receiver.url}/d`, eventTypes: ['post.published'] });

    await published(visitor.workspaceId);
    await t.ctx.events.emit('post.failed', {
      workspaceId: visitor.workspaceId,
      contentId: randomUUID(),
      targetId: randomUUID(),
      authorId: null,
      title: 'Lancement',
      platform: 'linkedin',
      outcome: 'to_check',
      reason: 'délai dépassé',
    });
    const rows = await deliveryRows(t, visitor.workspaceId);
    expect(rows.map((row) => `${row.endpoint_id} ${row.event_type}`).sort()).toEqual([`${subscribed.id} post.published`, `${subscribed.id} post.to_check`]);
    expect(await deliveryRows(t, other.visitor.workspaceId)).toEqual([]);
    await runWaiting(visitor.workspaceId);
    expect(
      receivedBy('/a')
        .map((request) => request.body.type)
        .sort(),
    ).toEqual(['post.published', 'post.to_check']);
    expect(receivedBy('/a').find((request) => request.body.type === 'post.to_check')!.body.data).toMatchObject({
      platform: 'linkedin',
      reason: 'délai dépassé',
      title: 'Lancement',
    });
  });

  it('writes an event’s deliveries once when its durable job runs again (after a crash), under the same webhook-ids', async () => {
    receiver.answerWith(() => ({ status: 200 }));
    const { visitor, api } = await admin();
    await addWebhook(api, { url: `${receiver.url}/once-a` });
    await addWebhook(api, { url: `${receiver.url}/once-b` });
    const [subscriber] = t.ctx.events.durableSubscriptions().filter((entry) => entry.queueName === 'event.post.published.webhooks');
    const event = { workspaceId: visitor.workspaceId, contentId: randomUUID(), authorId: null, title: 'Rentrée', platforms: ['twitter'], wasScheduled: false };
    // The same job twice (its id is the event's), then another job of an identical event.
    await subscriber!.handler(event, { eventId: 'job-1' });
    await subscriber!.handler(event, { eventId: 'job-1' });
    const once = await deliveryRows(t, visitor.workspaceId);
    expect(once).toHaveLength(2);
    await subscriber!.handler(event, { eventId: 'job-2' });
    const rows = await deliveryRows(t, visitor.workspaceId);
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((row) => row.message_id)).size).toBe(4);
  });

  it('announces member.joined whether the invited person signs in to accept or signs up with the link', async () => {
    receiver.answerWith(() => ({ status: 200 }));
    const { visitor, api } = await admin();
    await addWebhook(api, { url: `${receiver.url}/team`, eventTypes: ['member.joined'] });
    const joined = await joinTeam(t, visitor, 'editor', { name: 'Chloé Martin' });
    const newcomer = uniqueEmail('recrue');
    await teamApi(t, visitor).invite({ email: newcomer, role: 'viewer' });
    await registerVisitor(t.app, { email: newcomer, name: 'Hugo', invitationToken: (await invitationMail(t, newcomer)).token });
    await runWaiting(visitor.workspaceId);
    expect(
      receivedBy('/team')
        .map((request) => request.body.data)
        .sort((a, b) => String(a.role).localeCompare(String(b.role))),
    ).toEqual([
      { workspaceId: visitor.workspaceId, userId: joined.userId, name: 'Chloé Martin', email: joined.email, role: 'editor' },
      { workspaceId: visitor.workspaceId, userId: expect.any(String), name: 'Hugo', email: newcomer, role: 'viewer' },
    ]);
  });

  it('retries a receiver answering 500 after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, then gives up', async () => {
    receiver.answerWith((request) => (request.path === '/flaky' ? { status: 500, body: 'Erreur interne du récepteur' } : { status: 200 }));
    const { visitor, api } = await admin();
    const created = await addWebhook(api, { url: `${receiver.url}/flaky` });
    await published(visitor.workspaceId);
    const [delivery] = await deliveryRows(t, visitor.workspaceId);
    const attempts = [];
    for (let attempt = 1; attempt <= 8; attempt++) {
      const before = clock.now();
      const row = (await runDeliveryJob(t.ctx, { deliveryId: delivery!.id, attempt }))!;
      attempts.push({ status: row.status, attempts: row.attempts, delaySeconds: row.nextAttemptAt ? (row.nextAttemptAt.getTime() - before) / SECOND : null });
      expect(row).toMatchObject({ lastStatusCode: 500, lastResponseExcerpt: 'Erreur interne du récepteur' });
      expect(row.lastError).toBe(JSON.stringify({ key: 'webhooks.error.status', params: { status: 500 } }));
      clock.advance((row.nextAttemptAt?.getTime() ?? before) - before);
    }
    expect(attempts).toEqual([
      ...[5, 300, 1800, 7200, 18000, 36000, 36000].map((delaySeconds, i) => ({ status: 'retrying', attempts: i + 1, delaySeconds })),
      { status: 'failed', attempts: 8, delaySeconds: null },
    ]);
    expect(receivedBy('/flaky')).toHaveLength(8);
    // Every attempt carries the same webhook-id: the receiver's key against duplicates.
    expect(new Set(receivedBy('/flaky').map((request) => request.headers['webhook-id'])).size).toBe(1);
    const log = (await api.get(`/api/integrations/webhooks/${created.id}/deliveries`)).json().data;
    expect(log.items[0]).toMatchObject({ status: 'failed', attempts: 8, lastStatusCode: 500, lastError: { key: 'webhooks.error.status', params: { status: 500 } } });
  });

  it('does not follow a redirect: the 302 is a failure, retried, and its target is never called', async () => {
    receiver.answerWith((request) => (request.path === '/moved' ? { status: 302, headers: { location: `${receiver.url}/elsewhere` } } : { status: 200 }));
    const { visitor, api } = await admin();
    await addWebhook(api, { url: `${receiver.url}/moved` });
    await published(visitor.workspaceId);
    const [row] = await runWaiting(visitor.workspaceId);
    expect(row).toMatchObject({ status: 'retrying', lastStatusCode: 302, lastError: JSON.stringify({ key: 'webhooks.error.redirect', params: { status: 302 } }) });
    expect(receivedBy('/moved')).toHaveLength(1);
    expect(receivedBy('/elsewhere')).toHaveLength(0);
  });

  it('gives up on a receiver that hangs at the time limit, and says so (retryable)', async () => {
    // The engine's limit is 15 s; the same call with a short one keeps the test fast.
    receiver.answerWith((request) => (request.path === '/hang' ? { hang: true } : { status: 200 }));
    const outcome = await sendSigned({
      url: `${receiver.url}/hang`,
      messageId: 'msg_test',
      timestamp: new Date(),
      body: '{}',
      secrets: [`whsec_${Buffer.alloc(32, 1).toString('base64')}`],
      timeoutMs: 500,
      allowPrivate: true,
      excerptChars: 500,
    });
    expect(outcome).toMatchObject({ delivered: false, statusCode: null, retryable: true, error: { key: 'webhooks.error.timeout', params: { seconds: 1 } } });
    expect(outcome.durationMs).toBeLessThan(2_000);
  });

  it('sends an attempt once when its job runs twice, even at the same time', async () => {
    receiver.answerWith(() => ({ status: 200 }));
    const { visitor, api } = await admin();
    await addWebhook(api, { url: `${receiver.url}/once` });
    await published(visitor.workspaceId);
    const [delivery] = await deliveryRows(t, visitor.workspaceId);
    const job = { deliveryId: delivery!.id, attempt: 1 };
    const runs = await Promise.all([runDeliveryJob(t.ctx, job), runDeliveryJob(t.ctx, job), runDeliveryJob(t.ctx, job)]);
    await runDeliveryJob(t.ctx, job);
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(receivedBy('/once')).toHaveLength(1);
    expect((await deliveryRows(t, visitor.workspaceId))[0]).toMatchObject({ status: 'delivered', attempts: 1 });
  });

  it('switches off an endpoint failing for more than 5 days, tells the admins (not the editors), and sends it nothing more', async () => {
    receiver.answerWith((request) => (request.path === '/down' ? { status: 503 } : { status: 200 }));
    const { visitor, api } = await admin();
    const editor = await registerVisitor(t.app);
    await insertMembership(t.ctx.db, visitor.workspaceId, editor.userId, 'editor');
    const created = await addWebhook(api, { url: `${receiver.url}/down` });
    await published(visitor.workspaceId);
    await runWaiting(visitor.workspaceId);
    const failingSince = new Date(clock.now()).toISOString();
    expect((await api.get('/api/integrations/webhooks')).json().data[0]).toMatchObject({ enabled: true, failingSince });

    clock.advance(5 * DAY - HOUR);
    await published(visitor.workspaceId);
    await runWaiting(visitor.workspaceId);
    expect((await api.get('/api/integrations/webhooks')).json().data[0]).toMatchObject({ enabled: true });

    clock.advance(2 * HOUR);
    await published(visitor.workspaceId);
    const pending = (await deliveryRows(t, visitor.workspaceId)).filter((row) => row.status !== 'failed');
    await runWaiting(visitor.workspaceId);
    expect((await api.get('/api/integrations/webhooks')).json().data[0]).toMatchObject({ enabled: false, disabledReason: 'failing', failingSince });
    const [notice] = await notificationsOf(t, visitor.userId);
    expect(notice).toMatchObject({ type: 'failure', route: '/settings?tab=integrations' });
    expect(notice!.message).toContain(`Le webhook ${receiver.url}/down a été désactivé`);
    expect(await notificationsOf(t, editor.userId)).toEqual([]);

    // A waiting retry of a switched-off endpoint ends failed, unsent; new events are not fanned out to it.
    const calls = receivedBy('/down').length;
    const retrying = (await deliveryRows(t, visitor.workspaceId)).find((row) => row.status === 'retrying' && pending.some((p) => p.id === row.id));
    if (retrying) await runDeliveryJob(t.ctx, { deliveryId: retrying.id, attempt: retrying.attempts + 1 });
    await published(visitor.workspaceId);
    expect(receivedBy('/down')).toHaveLength(calls);
    expect((await deliveryRows(t, visitor.workspaceId)).filter((row) => row.status === 'pending')).toEqual([]);

    // Enabled again by an admin: its failures count afresh.
    const enabled = await api.put(`/api/integrations/webhooks/${created.id}`, { url: `${receiver.url}/down`, eventTypes: ['post.published'], enabled: true });
    expect(enabled.json().data).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
  });

  it('keeps a delivery log, newest first, 25 a page; « Renvoyer » sends again with the same webhook-id', async () => {
    receiver.answerWith(() => ({ status: 200, body: '{"ok":true}' }));
    const { visitor, api } = await admin();
    const created = await addWebhook(api, { url: `${receiver.url}/log` });
    for (let i = 0; i < 27; i++) {
      clock.advance(SECOND);
      await published(visitor.workspaceId, `Publication ${i}`);
    }
    await runWaiting(visitor.workspaceId);
    const first = (await api.get(`/api/integrations/webhooks/${created.id}/deliveries`)).json().data;
    expect(first).toMatchObject({ total: 27, page: 1, pageSize: 25 });
    expect(first.items).toHaveLength(25);
    expect(first.items[0]).toMatchObject({ status: 'delivered', attempts: 1, lastStatusCode: 200, lastResponseExcerpt: '{"ok":true}', lastError: null });
    expect(first.items[0].payload.data.title).toBe('Publication 26');
    expect(first.items[0].lastDurationMs).toBeGreaterThanOrEqual(0);
    const second = (await api.get(`/api/integrations/webhooks/${created.id}/deliveries?page=2`)).json().data;
    expect(second.items.map((item: { payload: { data: { title: string } } }) => item.payload.data.title)).toEqual(['Publication 1', 'Publication 0']);

    const oldest = second.items[1];
    const resent = await api.post(`/api/integrations/deliveries/${oldest.id}/resend`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ message: 'Événement renvoyé et reçu (réponse 200)', data: { id: oldest.id, status: 'delivered', attempts: 2 } });
    const copies = receivedBy('/log').filter((request) => request.body.data.title === 'Publication 0');
    expect(copies).toHaveLength(2);
    expect(copies[0]!.headers['webhook-id']).toBe(copies[1]!.headers['webhook-id']);
    expect(copies[1]!.raw).toBe(copies[0]!.raw);

    // Another workspace's delivery or endpoint is a 404, and so is a malformed id.
    const stranger = await admin();
    expect((await stranger.api.post(`/api/integrations/deliveries/${oldest.id}/resend`)).statusCode).toBe(404);
    expect((await stranger.api.get(`/api/integrations/webhooks/${created.id}/deliveries`)).statusCode).toBe(404);
    expect((await api.post('/api/integrations/deliveries/pas-un-id/resend')).statusCode).toBe(404);
  });

  it('« Tester » sends webhook.test now and says what the receiver answered; a failed test is not retried', async () => {
    const { api } = await admin();
    const created = await addWebhook(api, { url: `${receiver.url}/test`, eventTypes: ['comment.received'] });
    receiver.answerWith(() => ({ status: 204 }));
    const ok = await api.post(`/api/integrations/webhooks/${created.id}/test`);
    expect(ok.json()).toMatchObject({ message: 'Événement de test reçu par le webhook (réponse 204)', data: { eventType: 'webhook.test', status: 'delivered' } });
    expect(receivedBy('/test').at(-1)!.body).toMatchObject({ type: 'webhook.test', data: { endpointId: created.id } });

    receiver.answerWith(() => ({ status: 500 }));
    const failed = await api.post(`/api/integrations/webhooks/${created.id}/test`);
    expect(failed.json()).toMatchObject({ message: 'Le test a échoué : le récepteur a répondu 500', data: { status: 'failed', attempts: 1, nextAttemptAt: null } });
  });

  it('queues again a delivery whose job was lost, once; forgets finished deliveries after 30 days', async () => {
    receiver.answerWith(() => ({ status: 200 }));
    const { visitor, api } = await admin();
    const created = await addWebhook(api, { url: `${receiver.url}/lost` });
    await published(visitor.workspaceId);
    const [lost] = await deliveryRows(t, visitor.workspaceId);
    // No job ran (a crash between the insert and the queue): ten minutes later, the sweep takes it.
    clock.advance(11 * 60 * SECOND);
    const taken = async () =>
      (
        await rawRows<{ id: string }>(
          t.ctx.db,
          sql`select id from webhook_deliveries where id = ${lost!.id} and next_attempt_at > ${new Date(clock.now()).toISOString()}::timestamptz`,
        )
      ).length;
    expect(await requeueStalledDeliveries(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await taken()).toBe(1);
    await requeueStalledDeliveries(t.ctx);
    expect(await runDeliveryJob(t.ctx, { deliveryId: lost!.id, attempt: 1 })).toMatchObject({ status: 'delivered' });

    clock.advance(29 * DAY);
    await purgeOldDeliveries(t.ctx);
    expect((await api.get(`/api/integrations/webhooks/${created.id}/deliveries`)).json().data.total).toBe(1);
    clock.advance(2 * DAY);
    expect(await purgeOldDeliveries(t.ctx)).toBeGreaterThanOrEqual(1);
    expect((await api.get(`/api/integrations/webhooks/${created.id}/deliveries`)).json().data.total).toBe(0);
  });

  it('refuses an address that is not http(s), too many endpoints, and removes one with its log', async () => {
    const { visitor, api } = await admin();
    const ftp = await api.post('/api/integrations/webhooks', { url: 'ftp://exemple.fr/hooks', eventTypes: ['post.published'] });
    expect(ftp.statusCode).toBe(400);
    expect(ftp.json()).toMatchObject({ code: 'webhooks.urlInvalid', field: 'url', message: apiMessagesFr['webhooks.urlInvalid'] });
    const noEvent = await api.post('/api/integrations/webhooks', { url: `${receiver.url}/x`, eventTypes: [] });
    expect(noEvent.statusCode).toBe(400);
    expect(noEvent.json().field).toBe('eventTypes');
    const unknownEvent = await api.post('/api/integrations/webhooks', { url: `${receiver.url}/x`, eventTypes: ['post.deleted'] });
    expect(unknownEvent.statusCode).toBe(400);

    const made = await Promise.all(Array.from({ length: WEBHOOK_LIMITS.maxEndpointsPerWorkspace }, (_, i) => addWebhook(api, { url: `${receiver.url}/n${i}` })));
    const over = await api.post('/api/integrations/webhooks', { url: `${receiver.url}/over`, eventTypes: ['post.published'] });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(`Cet espace a atteint la limite de ${WEBHOOK_LIMITS.maxEndpointsPerWorkspace} webhooks : supprimez-en un avant d'en ajouter un autre`);

    await published(visitor.workspaceId);
    const removed = await api.delete(`/api/integrations/webhooks/${made[0]!.id}`);
    expect(removed.json()).toEqual({ success: true, message: apiMessagesFr['webhooks.removed'] });
    expect((await deliveryRows(t, visitor.workspaceId)).some((row) => row.endpoint_id === made[0]!.id)).toBe(false);
    expect((await api.delete(`/api/integrations/webhooks/${made[0]!.id}`)).statusCode).toBe(404);
  });
});

describe('outgoing webhook addresses without ALLOW_PRIVATE_URLS', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ PUBLIC_URL: 'http://localhost:4999' });
  });
  afterAll(async () => strict?.close());

  it('refuses a private or loopback address (400 naming the field), but accepts this server’s own sandbox', async () => {
    const api = callerOf(strict, await registerVisitor(strict.app));
    const refused = [
      'http://127.0.0.1:8080/hooks',
      'http://192.168.1.20/n8n',
      'http://[::1]/x',
      'http://localhost:5678/webhook',
      // Loopback carried in IPv6: IPv4-compatible, NAT64, 6to4.
      'http://[::127.0.0.1]/x',
      'http://[64:ff9b::7f00:1]/x',
      'http://[2002:7f00:1::]/x',
      'http://198.18.0.1/x',
      'http://240.0.0.1/x',
    ];
    for (const url of refused) {
      const answer = await api.post('/api/integrations/webhooks', { url, eventTypes: ['post.published'] });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'webhooks.urlPrivate', field: 'url' });
      expect(answer.json().message).toContain("est privée ou locale : Publia n'y envoie rien");
    }
    const unknown = await api.post('/api/integrations/webhooks', { url: 'https://n8n.domaine-inexistant.invalid/hook', eventTypes: ['post.published'] });
    expect(unknown.json()).toMatchObject({
      code: 'webhooks.urlUnresolved',
      field: 'url',
      message: "L'adresse n8n.domaine-inexistant.invalid est introuvable : vérifiez le nom de domaine",
    });
    expect((await api.get('/api/integrations/webhooks')).json().data).toEqual([]);

    const sandbox = await api.post('/api/integrations/webhooks', { url: 'http://localhost:4999/sandbox/automations/events/demo', eventTypes: ['post.published'] });
    expect(sandbox.statusCode).toBe(201);
    const escaping = await api.post('/api/integrations/webhooks', { url: 'http://localhost:4999/sandbox/../api/auth/register', eventTypes: ['post.published'] });
    expect(escaping.json().code).toBe('webhooks.urlPrivate');
  });
});
