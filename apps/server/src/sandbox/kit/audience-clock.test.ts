import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDemo } from '../../modules/content/test-helpers.test-support.ts';
import { accountRow, newVisitor, type Caller } from '../../modules/social-accounts/test-helpers.test-support.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** Publishes on the demo X account of a visitor, with its own token, as the client would. */
async function tweet(t: TestApp, accountId: string, text: string): Promise<string> {
  const token = t.ctx.keyring.decrypt((await accountRow(t, accountId))!.access_token_enc!);
  const answer = await t.app.inject({ method: 'POST', url: '/sandbox/twitter/2/tweets', headers: { authorization: `Bearer ${token}` }, payload: { text } });
  expect(answer.statusCode).toBe(201);
  return answer.json().data.id;
}

const impressionsOf = async (api: Caller, id: string) =>
  ((await api.get('/sandbox/_posts?network=twitter')).json().posts as { id: string; metrics: { impressions: number } }[]).find((post) => post.id === id)!.metrics.impressions;

describe('commande /sandbox/_clock : coupée sans SANDBOX_CONTROLS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SANDBOX_CONTROLS: 'false' });
  });
  afterAll(() => t?.close());

  it('n’est pas une route', async () => {
    const { api } = await newVisitor(t);
    expect((await api.post('/sandbox/_clock', { advanceHours: 24 })).statusCode).toBe(404);
    const answer = await api.get('/sandbox/_clock');
    expect(answer.headers['content-type']).not.toContain('application/json');
  });
});

describe('commande /sandbox/_clock : l’audience de chaque espace de travail avance seule', () => {
  let t: TestApp;
  let alice: Caller;
  let bruno: Caller;
  const posts: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    alice = (await newVisitor(t)).api;
    bruno = (await newVisitor(t)).api;
    posts.alice = await tweet(t, await connectDemo(alice, 'twitter'), 'Chez Alice');
    posts.bruno = await tweet(t, await connectDemo(bruno, 'twitter'), 'Chez Bruno');
  });
  afterAll(() => t?.close());

  it('avance l’audience de l’espace qui le demande (offsetHours cumulé), pas celle des autres', async () => {
    expect((await alice.get('/sandbox/_clock')).json()).toEqual({ offsetHours: 0 });
    const [aliceBefore, brunoBefore] = [await impressionsOf(alice, posts.alice!), await impressionsOf(bruno, posts.bruno!)];
    expect((await alice.post('/sandbox/_clock', { advanceHours: 48 })).json()).toEqual({ success: true, offsetHours: 48 });
    expect((await alice.post('/sandbox/_clock', { advanceHours: 0.5 })).json()).toEqual({ success: true, offsetHours: 48.5 });
    expect((await alice.get('/sandbox/_clock')).json()).toEqual({ offsetHours: 48.5 });
    expect((await bruno.get('/sandbox/_clock')).json()).toEqual({ offsetHours: 0 });
    expect((await t.app.inject({ url: '/sandbox/_clock' })).json()).toEqual({ offsetHours: 0 });
    expect(await impressionsOf(alice, posts.alice!)).toBeGreaterThan(aliceBefore);
    expect(await impressionsOf(bruno, posts.bruno!)).toBe(brunoBefore);
  });

  it('refuse une avance hors de 0..8760 heures en nommant le champ, sans rien changer', async () => {
    for (const advanceHours of [-1, 8761, '24']) {
      const refused = await bruno.post('/sandbox/_clock', { advanceHours });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ field: 'advanceHours' });
    }
    expect((await bruno.post('/sandbox/_clock', { advanceHours: 1, ms: 5 })).statusCode).toBe(400);
    expect((await bruno.get('/sandbox/_clock')).json()).toEqual({ offsetHours: 0 });
  });

  it('refuse un autre site et un formulaire', async () => {
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/sandbox/_clock',
      headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      payload: JSON.stringify({ advanceHours: 24 }),
    });
    expect(crossSite.statusCode).toBe(403);
    const form = await t.app.inject({ method: 'POST', url: '/sandbox/_clock', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'advanceHours=24' });
    expect(form.statusCode).toBe(415);
    expect((await t.app.inject({ url: '/sandbox/_clock' })).json()).toEqual({ offsetHours: 0 });
  });
});
