import { AUTOMATION_ENDPOINTS, apiMessagesFr } from '@publia/shared';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../../e2e/support/free-port.ts';
import { runDeliveryJob } from '../../core/webhooks/deliver.ts';
import { deliveryRows, startReceiver, verifiableHeaders, type Receiver } from '../../core/webhooks/webhooks.test-support.ts';
import { createTestApp, registerVisitor, withSession, type TestApp } from '../../test/test-app.ts';
import { connectDemo, saveDraft } from '../content/test-helpers.test-support.ts';
import { multipart, solidImage } from '../media/samples.test-support.ts';
import { callerOf, type Caller } from '../social-accounts/test-helpers.test-support.ts';

const statusesOf = (automations: { endpoints: { id: string; status: string }[] }) => Object.fromEntries(automations.endpoints.map((endpoint) => [endpoint.id, endpoint.status]));

async function runWaiting(t: TestApp, workspaceId: string) {
  const waiting = (await deliveryRows(t, workspaceId)).filter((row) => row.status === 'pending' || row.status === 'retrying');
  await Promise.all(waiting.map((row) => runDeliveryJob(t.ctx, { deliveryId: row.id, attempt: row.attempts + 1 })));
}

describe('the five automation endpoints', () => {
  let t: TestApp;
  let receiver: Receiver;
  beforeAll(async () => {
    [t, receiver] = await Promise.all([createTestApp({ ALLOW_PRIVATE_URLS: 'true' }), startReceiver()]);
  });
  afterAll(async () => Promise.all([t?.close(), receiver?.close()]));

  const newAdmin = async () => {
    const visitor = await registerVisitor(t.app);
    return { visitor, api: callerOf(t, visitor) };
  };

  it('are all inactive without a base URL, « Actualiser » included', async () => {
    const { api } = await newAdmin();
    const listed = (await api.get('/api/integrations/automations')).json().data;
    expect(listed).toEqual({
      baseUrl: null,
      secretPrefix: null,
      demo: false,
      endpoints: AUTOMATION_ENDPOINTS.map(({ id, path }) => ({ id, endpoint: path, url: null, status: 'inactive', errorMessage: null, lastChecked: null })),
    });
    const checked = await api.post('/api/integrations/automations/check');
    expect(checked.json()).toMatchObject({ success: true, message: 'Statuts des webhooks mis à jour', data: listed });
  });

  it('« Actualiser » pings each endpoint, signed: 2xx active, 404/410 inactive, anything else an error with why', async () => {
    const { api } = await newAdmin();
    const answers: Record<string, number> = { 'generate-content': 200, 'publish-content': 204, 'process-image': 404, 'analyze-content': 410, 'schedule-content': 500 };
    receiver.answerWith((request) => ({ status: answers[request.path.replace('/n8n/', '')] ?? 200 }));
    const saved = await api.put('/api/integrations/automations', { baseUrl: `${receiver.url}/n8n/` });
    expect(saved.statusCode).toBe(200);
    const { secret, ...automations } = saved.json().data;
    expect(saved.json().message).toBe(apiMessagesFr['webhooks.automationsSecret']);
    expect(secret).toMatch(/^whsec_/);
    expect(automations).toMatchObject({ baseUrl: `${receiver.url}/n8n`, demo: false, secretPrefix: `${secret.slice(0, 12)}…` });
    expect(automations.endpoints.map((endpoint: { url: string }) => endpoint.url)).toEqual(AUTOMATION_ENDPOINTS.map(({ path }) => `${receiver.url}/n8n/${path}`));

    const before = receiver.received.length;
    const checked = await api.post('/api/integrations/automations/check');
    expect(checked.json().message).toBe('Statuts des webhooks mis à jour');
    const data = checked.json().data;
    expect(statusesOf(data)).toEqual({
      'content-generation': 'active',
      'publish-content': 'active',
      'image-processing': 'inactive',
      'content-analysis': 'inactive',
      'schedule-content': 'error',
    });
    expect(data.endpoints.find((endpoint: { id: string }) => endpoint.id === 'schedule-content').errorMessage).toEqual({ key: 'webhooks.error.status', params: { status: 500 } });
    expect(data.endpoints.every((endpoint: { lastChecked: string | null }) => endpoint.lastChecked !== null)).toBe(true);

    const pings = receiver.received.slice(before);
    expect(pings.map((ping) => ping.path).sort()).toEqual(AUTOMATION_ENDPOINTS.map(({ path }) => `/n8n/${path}`).sort());
    for (const ping of pings) {
      expect(new Webhook(secret).verify(ping.raw, verifiableHeaders(ping))).toMatchObject({ type: 'ping', data: { endpoint: ping.path.replace('/n8n/', '') } });
    }

    // The same base again: the secret is kept and not shown again.
    const again = await api.put('/api/integrations/automations', { baseUrl: `${receiver.url}/n8n` });
    expect(again.json()).toMatchObject({ message: apiMessagesFr['webhooks.automationsSaved'], data: { secret: null, secretPrefix: `${secret.slice(0, 12)}…` } });
  });

  it('an endpoint that cannot be reached is an error saying why', async () => {
    const { api } = await newAdmin();
    const closed = await freePort();
    await api.put('/api/integrations/automations', { baseUrl: `http://127.0.0.1:${closed}` });
    const data = (await api.post('/api/integrations/automations/check')).json().data;
    expect(new Set(data.endpoints.map((endpoint: { status: string }) => endpoint.status))).toEqual(new Set(['error']));
    expect(data.endpoints[0].errorMessage).toEqual({ key: 'webhooks.error.connection', params: { code: 'ECONNREFUSED' } });
  });

  it('are told, signed and logged, of what their names say: a photo stored, posts generated, an item scheduled', async () => {
    receiver.answerWith(() => ({ status: 200 }));
    const { visitor, api } = await newAdmin();
    const { secret } = (await api.put('/api/integrations/automations', { baseUrl: `${receiver.url}/flux` })).json().data;

    const body = multipart({ bytes: await solidImage(20, 20, [200, 40, 40]) }, { kind: 'image' });
    const uploaded = await t.app.inject({ method: 'POST', url: '/api/media', headers: { ...withSession(visitor), ...body.headers }, payload: body.payload });
    expect(uploaded.statusCode).toBe(201);
    const generated = await api.post('/api/generate-content', {
      reseauxSelectionnes: ['twitter'],
      informations: { motsCles: ['boulangerie'], description: 'Notre pain au levain sort du four chaque matin.', objectif: 'sell' },
      modePublication: 'manuelle',
      accounts: [],
      publication: [],
    });
    expect(generated.statusCode).toBe(200);
    await connectDemo(api, 'twitter');
    const draft = await saveDraft(api);
    const scheduledFor = new Date(Date.now() + 86_400_000).toISOString();
    expect((await api.post(`/api/content/drafts/${draft.id}/schedule`, { scheduledFor })).statusCode).toBe(200);

    expect((await deliveryRows(t, visitor.workspaceId)).map((row) => row.event_type).sort()).toEqual(['generation.completed', 'media.uploaded', 'post.scheduled']);
    await runWaiting(t, visitor.workspaceId);
    const byPath = (path: string) => receiver.received.find((request) => request.path === `/flux/${path}`)!;
    expect(byPath('process-image').body).toMatchObject({ type: 'media.uploaded', data: { mediaId: uploaded.json().data.id, kind: 'image', url: uploaded.json().data.url } });
    expect(byPath('generate-content').body).toMatchObject({ type: 'generation.completed', data: { provider: 'local', posts: [expect.objectContaining({ platform: 'twitter' })] } });
    expect(byPath('schedule-content').body).toMatchObject({ type: 'post.scheduled', data: { contentId: draft.id, scheduledFor, platforms: ['twitter'] } });
    for (const path of ['process-image', 'generate-content', 'schedule-content']) {
      expect(new Webhook(secret).verify(byPath(path).raw, verifiableHeaders(byPath(path)))).toBeTruthy();
    }
  });

  it('« Supprimer » forgets the base URL, the endpoints and their secret', async () => {
    const { api } = await newAdmin();
    await api.put('/api/integrations/automations', { baseUrl: `${receiver.url}/x` });
    const removed = await api.delete('/api/integrations/automations');
    expect(removed.json()).toEqual({ success: true, message: apiMessagesFr['webhooks.automationsRemoved'] });
    const data = (await api.get('/api/integrations/automations')).json().data;
    expect(data).toMatchObject({ baseUrl: null, secretPrefix: null });
    expect(new Set(data.endpoints.map((endpoint: { status: string; url: string | null }) => `${endpoint.status} ${endpoint.url}`))).toEqual(new Set(['inactive null']));
    // Made again after a removal, the secret is a new one, shown.
    expect((await api.put('/api/integrations/automations', { baseUrl: `${receiver.url}/x` })).json().data.secret).toMatch(/^whsec_/);
  });
});

describe('the automation endpoints without ALLOW_PRIVATE_URLS, and the demonstration receiver', () => {
  let t: TestApp;
  let api: Caller;
  beforeAll(async () => {
    const port = await freePort();
    t = await createTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}` });
    await t.app.listen({ port, host: '127.0.0.1' });
    api = callerOf(t, await registerVisitor(t.app));
  });
  afterAll(async () => t?.close());

  it('refuses a private base URL (400 naming the field) and one with a query', async () => {
    for (const baseUrl of ['http://10.0.0.5:5678/webhook', 'http://[::127.0.0.1]:5678/webhook', 'http://[64:ff9b::7f00:1]/webhook']) {
      const refused = await api.put('/api/integrations/automations', { baseUrl });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'webhooks.urlPrivate', field: 'baseUrl' });
    }
    const ftp = await api.put('/api/integrations/automations', { baseUrl: 'ftp://n8n.exemple.fr' });
    expect(ftp.json()).toMatchObject({ code: 'webhooks.urlInvalid', field: 'baseUrl' });
    const query = await api.put('/api/integrations/automations', { baseUrl: `${t.ctx.config.publicUrl}/sandbox/automations?flux=1` });
    expect(query.json()).toMatchObject({ code: 'webhooks.urlInvalid', field: 'baseUrl' });
    expect((await api.get('/api/integrations/automations')).json().data.baseUrl).toBeNull();
  });

  it('« mode démo » points them at this server’s receiver, whose endpoints all answer', async () => {
    const demo = await api.post('/api/integrations/automations/demo');
    expect(demo.json()).toMatchObject({ message: apiMessagesFr['webhooks.automationsSecret'], data: { demo: true, baseUrl: `${t.ctx.config.publicUrl}/sandbox/automations` } });
    const checked = (await api.post('/api/integrations/automations/check')).json().data;
    expect(new Set(Object.values(statusesOf(checked)))).toEqual(new Set(['active']));
  });
});
