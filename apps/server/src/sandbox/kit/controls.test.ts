import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { connectDemo, draftBody } from '../../modules/content/test-helpers.test-support.ts';
import { accountRow, newVisitor, type Caller } from '../../modules/social-accounts/test-helpers.test-support.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const CONSENT_PAGE =
  '/sandbox/twitter/i/oauth2/authorize?response_type=code&client_id=publia-sandbox&redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Foauth%2Fcallback%2Ftwitter&state=s&scope=tweet.read&code_challenge=abc&code_challenge_method=plain';

async function publish(api: Caller, content: string) {
  const draft = (await api.post('/api/content/drafts', draftBody({ content }))).json().data;
  expect((await api.post(`/api/content/drafts/${draft.id}/publish`)).statusCode).toBe(200);
}

const texts = async (api: Caller) => ((await api.get('/sandbox/_posts?network=twitter')).json().posts as { text: string }[]).map((post) => post.text);

describe('commandes des bacs à sable : coupées sans SANDBOX_CONTROLS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SANDBOX_CONTROLS: 'false' });
  });
  afterAll(() => t?.close());

  it('ne sont pas des routes : 404, et rien n’est armé', async () => {
    const { api } = await newVisitor(t);
    expect((await api.post('/sandbox/_faults', { network: 'twitter', fault: 'server_error', count: 5 })).statusCode).toBe(404);
    expect((await api.delete('/sandbox/_faults')).statusCode).toBe(404);
    expect((await api.post('/sandbox/_latency', { ms: 5000 })).statusCode).toBe(404);
    // A GET that is no route is the web app's (its 404 page): never the controls' JSON.
    for (const url of ['/sandbox/_latency', '/sandbox/_posts']) {
      const answer = await api.get(url);
      expect(answer.headers['content-type']).not.toContain('application/json');
      expect(answer.body).not.toMatch(/"posts"|"ms"/);
    }
    expect(await rawRows(t.ctx.db, sql`select id from sandbox_faults`)).toEqual([]);
    // The fakes themselves still answer: a workspace connects its demo accounts as before.
    expect(await connectDemo(api, 'twitter')).toBeTruthy();
  });
});

describe('commandes des bacs à sable : chaque espace de travail sur ses propres comptes', () => {
  let t: TestApp;
  let alice: Caller;
  let bruno: Caller;
  const account: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp({}, { withQueue: true });
    alice = (await newVisitor(t)).api;
    bruno = (await newVisitor(t)).api;
    account.alice = await connectDemo(alice, 'twitter');
    account.bruno = await connectDemo(bruno, 'twitter');
  });
  afterAll(() => t?.close());

  it('chaque espace a son propre compte de démonstration sur le réseau', async () => {
    const [a, b] = [await accountRow(t, account.alice!), await accountRow(t, account.bruno!)];
    expect(a!.external_id).not.toBe(b!.external_id);
  });

  it('une panne armée par un espace ne touche que ses comptes', async () => {
    expect((await alice.post('/sandbox/_faults', { network: 'twitter', operation: 'profile', fault: 'server_error', count: 10 })).statusCode).toBe(201);
    expect((await bruno.post(`/api/social-accounts/${account.bruno}/sync`)).statusCode).toBe(200);
    expect((await alice.post(`/api/social-accounts/${account.alice}/sync`)).statusCode).not.toBe(200);
    // Bruno cannot disarm Alice's faults: his DELETE empties his own switchboard only.
    expect((await bruno.delete('/sandbox/_faults')).statusCode).toBe(200);
    expect(await rawRows(t.ctx.db, sql`select count(*)::int as n from sandbox_faults where remaining > 0`)).toEqual([{ n: 1 }]);
    expect((await alice.delete('/sandbox/_faults')).statusCode).toBe(200);
    expect((await alice.post(`/api/social-accounts/${account.alice}/sync`)).statusCode).toBe(200);
  });

  it('un délai armé par un espace ne ralentit que ses appels', async () => {
    expect((await alice.post('/sandbox/_latency', { ms: 1500 })).json()).toEqual({ success: true, ms: 1500 });
    expect((await alice.get('/sandbox/_latency')).json()).toEqual({ ms: 1500 });
    expect((await bruno.get('/sandbox/_latency')).json()).toEqual({ ms: 0 });
    const started = performance.now();
    expect((await alice.post(`/api/social-accounts/${account.alice}/sync`)).statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1400);
    await alice.post('/sandbox/_latency', { ms: 0 });
  });

  it('chacun ne voit que les publications de ses comptes', async () => {
    await publish(alice, 'Atelier d’Alice ouvert samedi');
    await publish(bruno, 'Nouvelle carte chez Bruno');
    await expect.poll(() => texts(alice), { timeout: 15_000 }).toEqual([expect.stringMatching(/^Atelier d’Alice ouvert samedi/)]);
    await expect.poll(() => texts(bruno), { timeout: 15_000 }).toEqual([expect.stringMatching(/^Nouvelle carte chez Bruno/)]);
    // Signed out, nobody's posts.
    expect((await t.app.inject({ url: '/sandbox/_posts?network=twitter' })).json()).toEqual({ posts: [] });
  });

  it('refuse une autre origine, un site tiers et un formulaire, sans rien armer', async () => {
    const before = await rawRows(t.ctx.db, sql`select id from sandbox_faults`);
    const attempts = [
      { headers: { origin: 'https://malveillant.example', 'content-type': 'application/json' }, status: 403 },
      { headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' }, status: 403 },
      { headers: { origin: 'null', 'content-type': 'application/json' }, status: 403 },
    ];
    for (const attempt of attempts) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/sandbox/_faults',
        headers: attempt.headers,
        payload: JSON.stringify({ network: 'twitter', fault: 'server_error' }),
      });
      expect(answer.statusCode).toBe(attempt.status);
      expect(answer.json().message).toBe('Requête refusée : les commandes du bac à sable ne s’utilisent que depuis Publia.');
    }
    const form = await t.app.inject({
      method: 'POST',
      url: '/sandbox/_latency',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'ms=60000',
    });
    expect(form.statusCode).toBe(415);
    expect(await rawRows(t.ctx.db, sql`select id from sandbox_faults`)).toEqual(before);
    expect((await t.app.inject({ url: '/sandbox/_latency' })).json()).toEqual({ ms: 0 });
  });

  it('les pages des bacs à sable portent les en-têtes de sécurité de l’application', async () => {
    const page = await t.app.inject({ url: CONSENT_PAGE });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const avatar = await t.app.inject({ url: '/sandbox/avatar/publia_demo.svg' });
    expect(avatar.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('les jetons ne sont gardés que sous leur empreinte', async () => {
    const row = await accountRow(t, account.alice!);
    const token = t.ctx.keyring.decrypt(row!.access_token_enc!);
    const records = await rawRows<{ id: string }>(t.ctx.db, sql`select id from sandbox_records where kind in ('access', 'refresh', 'code')`);
    expect(records.length).toBeGreaterThan(0);
    expect(records.map((record) => record.id)).not.toContain(token);
    expect(records.map((record) => record.id)).toContain(createHash('sha256').update(token).digest('hex'));
    const dump = JSON.stringify(await rawRows(t.ctx.db, sql`select id, data from sandbox_records`));
    expect(dump).not.toContain(token);
  });
});
