import { apiMessagesFr, countPostText, generationResponseSchema, NETWORK_LIMITS } from '@publia/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completion, startFakeServer } from '../../ai/fake-server.test-support.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { createTestApp, registerVisitor, withSession, type TestApp, type Visitor } from '../../test/test-app.ts';
import { multipart, solidImage } from '../media/samples.test-support.ts';
import { setRole } from '../social-accounts/test-helpers.test-support.ts';

const request = (overrides: Record<string, unknown> = {}) => ({
  reseauxSelectionnes: ['twitter', 'linkedin', 'instagram'],
  informations: { motsCles: ['boulangerie', 'levain'], description: 'Notre pain au levain sort du four chaque matin.', objectif: 'sell' },
  modePublication: 'manuelle',
  accounts: [],
  publication: [],
  ...overrides,
});

async function generate(t: TestApp, visitor: Visitor, body: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/generate-content', headers: withSession(visitor), payload: body as Record<string, unknown> });
}

async function upload(t: TestApp, visitor: Visitor, rgb: [number, number, number]) {
  const body = multipart({ bytes: await solidImage(20, 20, rgb) });
  const response = await t.app.inject({ method: 'POST', url: '/api/media', headers: { ...withSession(visitor), ...body.headers }, payload: body.payload });
  return response.json().data as { id: string; url: string };
}

describe('POST /api/generate-content with the local generator (default)', () => {
  let t: TestApp;
  let visitor: Visitor;
  beforeAll(async () => {
    // The Basic plan's quota (100 a month) is what these counts are written against.
    t = await createTestApp({ DEFAULT_PLAN: 'basic' });
    visitor = await registerVisitor(t.app);
  });
  afterAll(async () => t?.close());

  it.each([
    ['an unknown field', request({ couleur: 'bleu' }), 'couleur', 'Champ inconnu : « couleur ».'],
    [
      'a blank first keyword',
      request({ informations: { motsCles: ['  '], objectif: 'sell' } }),
      'informations.motsCles.0',
      'Le champ « informations.motsCles.0 » est obligatoire.',
    ],
    ['no objective', request({ informations: { motsCles: ['pain'] } }), 'informations.objectif', 'Le champ « informations.objectif » est obligatoire.'],
    ['no network', request({ reseauxSelectionnes: [] }), 'reseauxSelectionnes', 'Le champ « reseauxSelectionnes » doit être au moins 1.'],
    [
      'an oversized description',
      request({ informations: { motsCles: ['pain'], objectif: 'sell', description: 'x'.repeat(1_001) } }),
      'informations.description',
      'Le champ « informations.description » ne doit pas dépasser 1000 caractères.',
    ],
  ])('answers %s with a French 400 naming the field, nothing counted', async (_name, body, field, message) => {
    const response = await generate(t, visitor, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, field, message });
  });

  it('refuses without a session and without the CSRF token', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/generate-content', payload: request() });
    expect(anonymous.statusCode).toBe(401);
    const noCsrf = await t.app.inject({ method: 'POST', url: '/api/generate-content', headers: { cookie: visitor.cookie }, payload: request() });
    expect(noCsrf.statusCode).toBe(403);
  });

  it('answers « Contenu généré avec succès! » with one variant per network within its limits, then the same from the cache', async () => {
    const photo = await upload(t, visitor, [200, 150, 90]);
    const first = await generate(t, visitor, request({ media: { type: 'photo', url: photo.url } }));
    expect(first.statusCode).toBe(200);
    const body = generationResponseSchema.parse(first.json());
    expect(body.message).toBe('Contenu généré avec succès!');
    expect(body.fallback).toBeUndefined();
    expect(body.data).toMatchObject({ provider: 'local', cached: false, platform: 'twitter', mediaUrl: photo.url, processedMediaUrl: photo.url });
    // Nothing was counted by the refused requests above.
    expect(body.data.remainingRequests).toBe(99);
    expect(body.data.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.data.variants.map((variant) => variant.platform)).toEqual(['twitter', 'linkedin', 'instagram']);
    expect(body.data.text).toBe(body.data.variants[0]?.text);
    expect(body.data.hashtags).toEqual(body.data.variants[0]?.hashtags);
    for (const variant of body.data.variants) {
      expect(variant.text.trim()).not.toBe('');
      const sent = `${variant.text}\n\n${variant.hashtags.join(' ')}`;
      expect(countPostText(NETWORK_LIMITS[variant.platform], sent)).toBeLessThanOrEqual(NETWORK_LIMITS[variant.platform].textMaxLength);
    }

    // Same words, another photo and networks in another order: the cache ignores the file.
    const otherPhoto = await upload(t, visitor, [10, 20, 30]);
    const again = await generate(t, visitor, request({ reseauxSelectionnes: ['instagram', 'twitter', 'linkedin'], media: { type: 'photo', url: otherPhoto.url } }));
    const hit = generationResponseSchema.parse(again.json());
    expect(hit.message).toBe('Contenu récupéré du cache!');
    expect(hit.data).toMatchObject({ cached: true, remainingRequests: 99, sessionId: body.data.sessionId, mediaUrl: otherPhoto.url, platform: 'instagram' });
    expect(hit.data.text).toBe(body.data.variants.find((variant) => variant.platform === 'instagram')?.text);

    const changed = generationResponseSchema.parse((await generate(t, visitor, request({ informations: { motsCles: ['boulangerie'], objectif: 'inform' } }))).json());
    expect(changed.data).toMatchObject({ cached: false, remainingRequests: 98 });
  });

  it('names the original and the filtered photo', async () => {
    const photo = await upload(t, visitor, [120, 60, 30]);
    const filtered = (await t.app.inject({ method: 'POST', url: `/api/media/${photo.id}/filter`, headers: withSession(visitor), payload: { filter: 'noir' } })).json().data as {
      id: string;
      url: string;
    };
    const response = await generate(
      t,
      visitor,
      request({ informations: { motsCles: ['noir et blanc'], objectif: 'inspire' }, media: { type: 'photo', url: filtered.url, mediaId: filtered.id } }),
    );
    expect(response.json().data).toMatchObject({ mediaUrl: photo.url, processedMediaUrl: filtered.url });
  });

  it('refuses a media that is not one of the workspace’s files', async () => {
    const stranger = await registerVisitor(t.app);
    const theirs = await upload(t, stranger, [1, 2, 3]);
    for (const media of [
      { type: 'photo', url: 'https://ailleurs.exemple/photo.jpg' },
      { type: 'photo', url: theirs.url },
    ]) {
      const response = await generate(t, visitor, request({ media }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'generation.mediaNotFound', message: apiMessagesFr['generation.mediaNotFound'] });
    }
  });

  it('never answers another workspace from this one’s cache', async () => {
    const body = request({ informations: { motsCles: ['fromagerie'], objectif: 'humanize' } });
    expect((await generate(t, visitor, body)).json().data.cached).toBe(false);
    expect((await generate(t, visitor, body)).json().data.cached).toBe(true);
    const neighbour = await registerVisitor(t.app);
    const theirs = (await generate(t, neighbour, body)).json();
    expect(theirs.data).toMatchObject({ cached: false, remainingRequests: 99 });
  });
});

const about = (keyword: string) => request({ informations: { motsCles: [keyword], objectif: 'entertain' } });

describe('cache size and monthly quota', () => {
  let t: TestApp;
  let visitor: Visitor;
  beforeAll(async () => {
    t = await createTestApp({ DEFAULT_PLAN: 'basic', GENERATION_CACHE_MAX_ENTRIES: '2', GENERATION_MONTHLY_LIMIT: '4', SESSION_CACHE_SECONDS: '0' });
    visitor = await registerVisitor(t.app);
  });
  afterAll(async () => t?.close());

  it('evicts the oldest entry when full, and refuses in French once the month’s generations are spent', async () => {
    const remaining = async (keyword: string) => {
      const json = (await generate(t, visitor, about(keyword))).json();
      return [json.data.cached, json.data.remainingRequests];
    };
    expect(await remaining('un')).toEqual([false, 3]);
    expect(await remaining('deux')).toEqual([false, 2]);
    expect(await remaining('trois')).toEqual([false, 1]);
    // Two entries kept: "un", the oldest, is gone; "trois" is still there.
    expect(await remaining('trois')).toEqual([true, 1]);
    expect(await remaining('un')).toEqual([false, 0]);

    const spent = await generate(t, visitor, about('quatre'));
    expect(spent.statusCode).toBe(402);
    const next = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 1));
    const date = next.toLocaleDateString('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    expect(spent.json()).toMatchObject({
      code: 'quota.contentGeneration',
      message: `Quota de générations atteint : 4 par mois avec le plan Basic. Il se renouvelle le ${date}. Pour en obtenir davantage, changez de plan sur la page Abonnement.`,
    });
    // A cached answer uses no quota: still served.
    expect(await remaining('un')).toEqual([true, 0]);
  });

  it('gives the month’s last units to exactly as many requests arriving together', async () => {
    const rush = await registerVisitor(t.app);
    const answers = await Promise.all(Array.from({ length: 7 }, (_, index) => generate(t, rush, about(`ruée ${index}`))));
    const served = answers.filter((response) => response.statusCode === 200);
    const refused = answers.filter((response) => response.statusCode !== 200);
    expect(served).toHaveLength(4);
    expect(served.map((response) => response.json().data.remainingRequests).sort()).toEqual([0, 1, 2, 3]);
    for (const response of refused) {
      expect(response.statusCode).toBe(402);
      expect(response.json()).toMatchObject({ code: 'quota.contentGeneration', message: expect.stringMatching(/^Quota de générations atteint : 4 par mois/) });
    }
    const [row] = await rawRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from generations where workspace_id = ${rush.workspaceId} and counted`);
    expect(row?.n).toBe(4);
  });

  it('refuses a viewer (viewers only look), using no quota', async () => {
    const viewer = await registerVisitor(t.app);
    await setRole(t, viewer, 'viewer');
    const refused = await generate(t, viewer, about('lecteur'));
    expect(refused.statusCode).toBe(403);
    await setRole(t, viewer, 'editor');
    expect((await generate(t, viewer, about('lecteur'))).json().data).toMatchObject({ cached: false, remainingRequests: 3 });
  });
});

describe('a failing OpenAI-compatible provider through the API', () => {
  let t: TestApp;
  let visitor: Visitor;
  let fake: Awaited<ReturnType<typeof startFakeServer>>;
  beforeAll(async () => {
    fake = await startFakeServer();
    t = await createTestApp({ DEFAULT_PLAN: 'basic', LLM_BASE_URL: `${fake.url}/v1`, LLM_MODEL: 'mistral-small', ALLOW_PRIVATE_URLS: 'true' });
    visitor = await registerVisitor(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('answers the local posts with the fallback notice, and does not cache them', async () => {
    fake.answerWith(() => ({ json: completion('{"posts": "pas un tableau"}') }));
    const first = generationResponseSchema.parse((await generate(t, visitor, request())).json());
    expect(first.message).toBe('Contenu généré avec mode alternatif');
    expect(first.fallback).toEqual({ available: true, message: 'Contenu généré avec mode alternatif' });
    expect(first.data).toMatchObject({ provider: 'local', cached: false, remainingRequests: 99 });
    expect(first.data.variants).toHaveLength(3);

    // The model is back: the next identical request asks it instead of replaying the fallback.
    const posts = ['twitter', 'linkedin', 'instagram'].map((platform) => ({ platform, text: `Texte du modèle pour ${platform}.`, hashtags: ['#pain'] }));
    fake.answerWith(() => ({ json: completion(JSON.stringify({ posts })) }));
    const second = generationResponseSchema.parse((await generate(t, visitor, request())).json());
    expect(second).toMatchObject({
      message: 'Contenu généré avec succès!',
      data: { provider: 'openai', cached: false, text: 'Texte du modèle pour twitter.', remainingRequests: 98 },
    });
    const third = generationResponseSchema.parse((await generate(t, visitor, request())).json());
    expect(third.data).toMatchObject({ provider: 'openai', cached: true, remainingRequests: 98 });
    expect(fake.received).toHaveLength(2);
  });
});
