import { describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/test-app.ts';
import { armFault, connectedSandboxClient, networkFailure, sandboxSuite } from '../test-support.ts';
import { checkXContract } from './contract-check.ts';
import { definition } from './index.ts';

const BASE = '/sandbox/twitter';
const DAY_MS = 86_400_000;
const clock = manualClock();

const s = sandboxSuite(definition, 'veille_concurrence', { check: checkXContract, createApp: () => createTestApp({}, { clock }) });

const watch = (handle: string, limit: number) => s.client.publicAccount!(s.account, { handle, limit });
const pathOf = (url: string) => new URL(url).pathname;

describe('X — compte public d’un concurrent (profil et publications)', () => {
  it('lit le profil et les dernières publications, la plus récente d’abord, avec J’aime, réponses et partages', async () => {
    const found = (await watch('boulang_dupont', 7))!;
    expect(found).toMatchObject({
      handle: 'boulang_dupont',
      displayName: 'Boulangerie Dupont',
      pictureUrl: expect.stringMatching(/\/sandbox\/avatar\/boulang_dupont\.svg$/),
      followers: expect.any(Number),
    });
    expect(found.followers).toBeGreaterThan(1_000);

    expect(found.posts).toHaveLength(7);
    const dates = found.posts.map((post) => Date.parse(post.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(new Set(dates).size).toBe(7);
    expect(dates[0]!).toBeLessThanOrEqual(clock.now());
    expect(dates[6]!).toBeGreaterThan(clock.now() - 14 * DAY_MS);
    for (const post of found.posts) {
      expect(post.externalId).toMatch(/^\d{19}$/);
      expect(post.url).toMatch(new RegExp(`${BASE}/boulang_dupont/status/${post.externalId}$`));
      expect(post.text).toMatch(/#\p{L}/u);
      expect(post.imageUrl === null || /\/sandbox\/twitter\/public-media\/boulang_dupont\/\d+\.svg$/.test(post.imageUrl)).toBe(true);
      for (const figure of [post.likes, post.comments, post.shares]) expect(figure).toEqual(expect.any(Number));
    }

    const calls = s.exchanges.map((exchange) => `${exchange.method} ${exchange.url.pathname.slice(BASE.length)}`);
    expect(calls).toEqual(['GET /2/users/by/username/boulang_dupont', expect.stringMatching(/^GET \/2\/users\/\d+\/tweets$/)]);
    expect(Object.fromEntries(s.exchanges[1]!.url.searchParams)).toMatchObject({ max_results: '7', exclude: 'retweets,replies', expansions: 'attachments.media_keys' });
  });

  it('sert l’image et la page publique des publications', async () => {
    const posts = (await watch('atelier_lumiere', 10))!.posts;
    const pictured = posts.find((post) => post.imageUrl)!;
    const picture = await s.t.app.inject({ url: pathOf(pictured.imageUrl!) });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const page = await s.t.app.inject({ url: pathOf(pictured.url) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('@atelier_lumiere');
    expect(page.body).toContain(`♥ ${pictured.likes}`);
  });

  it('répond null pour un nom inconnu (le 200 « Not Found Error » de X), sans appel pour un nom qu’X refuserait', async () => {
    expect(await watch('compte_inconnu', 5)).toBeNull();
    const lookup = s.exchanges.at(-1)!;
    expect(lookup.status).toBe(200);
    expect(lookup.responseBody).toMatchObject({ errors: [{ title: 'Not Found Error', resource_type: 'user' }] });
    s.exchanges.splice(0);
    // X has no dots in its usernames, and 15 characters at most: no such s.account can exist.
    expect(await watch('boulangerie.dupont', 5)).toBeNull();
    expect(await watch('boulangerie_dupont', 5)).toBeNull();
    expect(s.exchanges).toEqual([]);
    expect((await watch('CAFE_DES_HALLES', 1))?.handle).toBe('cafe_des_halles');
  });

  it('rend au plus `limit` publications, même sous les 5 qu’X donne au moins par page', async () => {
    const ten = (await watch('maisonvertedeco', 10))!.posts;
    expect(ten).toHaveLength(10);
    expect((await watch('maisonvertedeco', 2))!.posts).toEqual(ten.slice(0, 2));
    expect((await watch('maisonvertedeco', 1))!.posts).toHaveLength(1);
    expect(s.exchanges.at(-1)!.url.searchParams.get('max_results')).toBe('5');
  });

  it('avance avec l’horloge du bac à sable : de nouvelles publications, les anciennes aux mêmes id et date', async () => {
    const before = (await watch('studio_fitlyon', 8))!;
    clock.advance(4 * DAY_MS);
    // X's access token lives two hours: the client renews it as it would after four days.
    const { connection } = await connectedSandboxClient(s.t, definition, 'veille_concurrence');
    s.account = { ...s.account, accessToken: connection.tokens.accessToken };
    const after = (await watch('studio_fitlyon', 8))!;
    expect(Date.parse(after.posts[0]!.publishedAt)).toBeGreaterThan(Date.parse(before.posts[0]!.publishedAt));
    const kept = before.posts.filter((post) => after.posts.some((later) => later.externalId === post.externalId));
    expect(kept.length).toBeGreaterThan(0);
    for (const post of kept) {
      const later = after.posts.find((candidate) => candidate.externalId === post.externalId)!;
      expect([later.publishedAt, later.text, later.url]).toEqual([post.publishedAt, post.text, post.url]);
      expect(later.likes!).toBeGreaterThanOrEqual(post.likes!);
    }
  });

  it('le bac à sable pagine la chronologie d’un compte public avec next_token', async () => {
    const headers = { authorization: `Bearer ${s.account.accessToken}` };
    const user = (await s.t.app.inject({ url: `${BASE}/2/users/by/username/petite_epicerie`, headers })).json();
    const url = `${BASE}/2/users/${user.data.id}/tweets?max_results=5&tweet.fields=created_at`;
    const page1 = (await s.t.app.inject({ url, headers })).json();
    const page2 = (await s.t.app.inject({ url: `${url}&pagination_token=${page1.meta.next_token}`, headers })).json();
    expect(page1.data).toHaveLength(5);
    expect(Date.parse(page2.data[0].created_at)).toBeLessThan(Date.parse(page1.data[4].created_at));
  });

  it('traduit les refus de X : 429 avec sa fin de fenêtre, 503 passager, jeton expiré', async () => {
    await armFault(s.t, 'twitter', 'public_account', 'rate_limit');
    const limited = await networkFailure(watch('petite_epicerie', 5));
    expect(limited.kind).toBe('rate_limited');
    expect(limited.details.resetAt!.getTime()).toBeGreaterThan(Date.now());
    await armFault(s.t, 'twitter', 'public_account', 'server_error');
    expect((await networkFailure(watch('petite_epicerie', 5))).kind).toBe('transient');
    await armFault(s.t, 'twitter', 'public_account', 'token_expired');
    expect((await networkFailure(watch('petite_epicerie', 5))).kind).toBe('token_expired');
  });
});
