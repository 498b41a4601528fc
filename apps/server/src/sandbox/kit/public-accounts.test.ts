import { countXText, X_TEXT_MAX } from '@publia/shared';
import { describe, expect, it } from 'vitest';
import { findPublicAccount, findPublicAccountById, findPublicPost, publicTimeline, type PublicNetwork } from './public-accounts.ts';
import { PUBLIC_ACCOUNTS, type PublicAccountSeed } from './public-accounts-data.ts';

const DAY_MS = 86_400_000;
const NOW = Date.UTC(2026, 5, 15, 12);
const NETWORKS: PublicNetwork[] = ['instagram', 'twitter'];
/** X's spelling of a handle: its dots as `_`, or a shorter name where that would pass X's 15 characters. */
const handleOn = (network: PublicNetwork, seed: PublicAccountSeed) => (network === 'twitter' ? (seed.xHandle ?? seed.handle.replaceAll('.', '_')) : seed.handle);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('comptes publics des bacs à sable (veille concurrentielle)', () => {
  it('chaque compte existe sur Instagram et sur X (les points devenus « _ », plus court si X l’exige), aux textes publiables partout', () => {
    for (const seed of PUBLIC_ACCOUNTS) {
      expect(seed.handle).toMatch(/^[a-z0-9._]{1,30}$/);
      expect(handleOn('twitter', seed)).toMatch(/^[A-Za-z0-9_]{1,15}$/);
      const mapped = seed.handle.replaceAll('.', '_');
      expect(handleOn('twitter', seed)).toBe(mapped.length <= 15 ? mapped : seed.xHandle);
      for (const network of NETWORKS) expect(findPublicAccount(network, handleOn(network, seed))?.handle).toBe(handleOn(network, seed));
      // Seven steps a day through the texts go through all of them only when 7 does not divide their number.
      expect(seed.posts.length % 7).not.toBe(0);
      for (const post of seed.posts) {
        expect(countXText(post.text), post.text).toBeLessThanOrEqual(X_TEXT_MAX);
        expect(post.text.match(/#\p{L}/gu)?.length ?? 0).toBeGreaterThan(0);
      }
    }
    expect(findPublicAccount('twitter', 'boulangerie.dupont')).toBeNull();
    expect(findPublicAccount('instagram', 'inconnu')).toBeNull();
  });

  it('publie à peu près une fois par jour, et rend la même chose à chaque lecture', () => {
    for (const network of NETWORKS) {
      for (const seed of PUBLIC_ACCOUNTS) {
        const account = findPublicAccount(network, handleOn(network, seed))!;
        const month = publicTimeline(account, NOW, { since: NOW - 60 * DAY_MS, limit: 100 }).posts;
        expect(month.length).toBeGreaterThanOrEqual(30);
        expect(month.length).toBeLessThanOrEqual(60);
        expect(publicTimeline(account, NOW, { since: NOW - 60 * DAY_MS, limit: 100 }).posts).toEqual(month);
        expect(findPublicAccountById(network, account.id)?.handle).toBe(account.handle);
      }
    }
  });

  it('garde les mêmes id et dates quand le temps passe ; les chiffres ne font que croître', () => {
    const account = findPublicAccount('twitter', 'cafe_des_halles')!;
    const before = publicTimeline(account, NOW, { limit: 10 }).posts;
    const after = publicTimeline(account, NOW + 3 * DAY_MS, { limit: 10 }).posts;
    expect(after[0]!.publishedAt).toBeGreaterThan(before[0]!.publishedAt);
    const kept = after.filter((post) => before.some((earlier) => earlier.id === post.id));
    expect(kept.length).toBeGreaterThanOrEqual(5);
    for (const post of kept) {
      const earlier = before.find((candidate) => candidate.id === post.id)!;
      expect([post.publishedAt, post.seed.text]).toEqual([earlier.publishedAt, earlier.seed.text]);
      expect(post.figures.likes).toBeGreaterThanOrEqual(earlier.figures.likes);
      expect(post.figures.shares).toBeGreaterThanOrEqual(earlier.figures.shares);
    }
  });

  it('quelques publications font nettement mieux que l’ordinaire du compte', () => {
    for (const network of NETWORKS) {
      for (const seed of PUBLIC_ACCOUNTS) {
        const account = findPublicAccount(network, handleOn(network, seed))!;
        const likes = publicTimeline(account, NOW, { until: NOW - 7 * DAY_MS, limit: 90 }).posts.map((post) => post.figures.likes);
        expect(Math.max(...likes)).toBeGreaterThanOrEqual(2.5 * median(likes));
      }
    }
  });

  it('retrouve une publication par son id, pas avant sa parution ni sous un id inventé', () => {
    const account = findPublicAccount('instagram', 'maison_verte_deco')!;
    const [latest] = publicTimeline(account, NOW, { limit: 1 }).posts;
    expect(findPublicPost('instagram', latest!.id, NOW)?.post).toEqual(latest);
    expect(findPublicPost('instagram', latest!.id, latest!.publishedAt - 1000)).toBeNull();
    expect(findPublicPost('twitter', latest!.id, NOW)).toBeNull();
    expect(findPublicPost('instagram', `${latest!.id.slice(0, -1)}${(Number(latest!.id.at(-1)) + 1) % 10}`, NOW)).toBeNull();
  });
});
