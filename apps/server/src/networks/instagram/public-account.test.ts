import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.ts';
import { connectThroughSandbox } from '../../test/sandbox-connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { accountOf, armFault, clientWith, expectKind } from '../meta/graph.test-support.ts';
import type { AccountCredentials, NetworkClient } from '../types.ts';
import { definition } from './index.ts';

const DAY_MS = 86_400_000;
const clock = manualClock();
let t: TestApp;
let client: NetworkClient;
let account: AccountCredentials;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  client = t.ctx.networks!.client('instagram');
  account = accountOf(await connectThroughSandbox(t, client, 'veille_glacier'));
});
afterAll(() => t?.close());

const watch = (handle: string, limit: number) => client.publicAccount!(account, { handle, limit });
const pathOf = (url: string) => new URL(url).pathname;

describe('Instagram : compte public d’un concurrent (Business Discovery)', () => {
  it('lit le profil et les derniers médias, le plus récent d’abord, avec leurs mentions J’aime et commentaires', async () => {
    const { client: counted, calls } = clientWith(t, definition);
    const found = (await counted.publicAccount!(account, { handle: 'boulangerie.dupont', limit: 6 }))!;
    expect(found).toMatchObject({
      handle: 'boulangerie.dupont',
      displayName: 'Boulangerie Dupont',
      pictureUrl: expect.stringMatching(/\/sandbox\/avatar\/boulangerie\.dupont\.svg$/),
      followers: expect.any(Number),
    });
    expect(found.followers).toBeGreaterThan(4_000);
    expect(calls).toEqual([`GET /sandbox/instagram/v25.0/${account.externalId}`]);

    expect(found.posts).toHaveLength(6);
    const dates = found.posts.map((post) => Date.parse(post.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(new Set(dates).size).toBe(6);
    expect(dates[0]!).toBeLessThanOrEqual(clock.now());
    expect(dates[5]!).toBeGreaterThan(clock.now() - 12 * DAY_MS);
    for (const post of found.posts) {
      expect(post.externalId).toMatch(/^\d{17}$/);
      expect(post.url).toMatch(/\/sandbox\/instagram\/(p|reel)\/[\w-]+\/$/);
      expect(post.text).toMatch(/#\p{L}/u);
      expect(post.imageUrl).toMatch(/\/sandbox\/instagram\/public-media\/boulangerie\.dupont\/\d+\.svg$/);
      expect(post.likes).toEqual(expect.any(Number));
      expect(post.comments).toEqual(expect.any(Number));
      expect(post.shares).toBeNull();
    }
    // A day-old post has most of its audience: figures a small business would see.
    const older = found.posts.filter((post) => Date.parse(post.publishedAt) < clock.now() - DAY_MS);
    expect(older.every((post) => post.likes! >= 20 && post.likes! <= 2_000)).toBe(true);
  });

  it('sert l’image et la page publique de chaque média', async () => {
    const [post] = (await watch('atelier_lumiere', 1))!.posts;
    const picture = await t.app.inject({ url: pathOf(post!.imageUrl!) });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(picture.body).toContain('Atelier Lumière');
    const page = await t.app.inject({ url: pathOf(post!.url) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('@atelier_lumiere');
    expect(page.body).toContain(`♥ ${post!.likes}`);
  });

  it('répond null pour un nom que Business Discovery ne connaît pas, sans appel pour un nom impossible', async () => {
    expect(await watch('compte.inexistant', 5)).toBeNull();
    const { client: counted, calls } = clientWith(t, definition);
    expect(await counted.publicAccount!(account, { handle: 'pas){un}nom', limit: 5 })).toBeNull();
    expect(calls).toEqual([]);
    // Instagram's usernames are not case-sensitive; the answer spells it as Instagram does.
    expect((await watch('Cafe_Des_Halles', 1))?.handle).toBe('cafe_des_halles');
  });

  it('rend au plus `limit` médias, les mêmes que les premiers d’une liste plus longue', async () => {
    const ten = (await watch('maison_verte_deco', 10))!.posts;
    const three = (await watch('maison_verte_deco', 3))!.posts;
    expect(ten).toHaveLength(10);
    expect(three).toEqual(ten.slice(0, 3));
    expect((await watch('maison_verte_deco', 1))!.posts).toHaveLength(1);
  });

  it('avance avec l’horloge du bac à sable : de nouveaux médias, les anciens aux mêmes id et date', async () => {
    const before = (await watch('studio_fitlyon', 8))!;
    clock.advance(4 * DAY_MS);
    const after = (await watch('studio_fitlyon', 8))!;
    expect(Date.parse(after.posts[0]!.publishedAt)).toBeGreaterThan(Date.parse(before.posts[0]!.publishedAt));
    expect(Date.parse(after.posts[0]!.publishedAt)).toBeGreaterThan(clock.now() - 4 * DAY_MS);
    const kept = before.posts.filter((post) => after.posts.some((later) => later.externalId === post.externalId));
    expect(kept.length).toBeGreaterThan(0);
    for (const post of kept) {
      const later = after.posts.find((candidate) => candidate.externalId === post.externalId)!;
      expect([later.publishedAt, later.text, later.url]).toEqual([post.publishedAt, post.text, post.url]);
      expect(later.likes!).toBeGreaterThanOrEqual(post.likes!);
    }
    expect(after.followers!).toBeGreaterThanOrEqual(before.followers!);
  });

  it('traduit les refus de Graph : limite d’appels, jeton expiré', async () => {
    await armFault(t, 'instagram', 'public_account', 'rate_limit');
    const limited = await expectKind(watch('la_petite_epicerie', 5), 'rate_limited');
    expect(limited.details.resetAt!.getTime()).toBeGreaterThan(Date.now());
    await armFault(t, 'instagram', 'public_account', 'token_expired');
    await expectKind(watch('la_petite_epicerie', 5), 'token_expired');
  });
});
