import { describe, expect, it } from 'vitest';
import { baselineOf, engagementRate, median, ratioScore, scorePost, type ScoredFigures } from './score.ts';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const DAY = 86_400_000;
const post = (figures: Partial<ScoredFigures>, ageDays = 3) => ({
  impressions: null,
  engagement: null,
  saves: null,
  comments: null,
  shares: null,
  ...figures,
  publishedAt: NOW - ageDays * DAY,
});

describe('score', () => {
  it('takes the median of an odd or even list, null for none', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  it('maps the ratio to the median: 50 at the median, 80 at twice, 25 at half, within 0–100', () => {
    expect(ratioScore(1)).toBe(50);
    expect(ratioScore(2)).toBeCloseTo(80, 6);
    expect(ratioScore(0.5)).toBeCloseTo(25, 6);
    expect(ratioScore(0)).toBe(0);
    expect(ratioScore(1e200)).toBe(100);
    expect(ratioScore(1000)).toBeLessThanOrEqual(100);
  });

  it('reads the engagement rate per impression, per follower when the network gives no impressions', () => {
    expect(engagementRate({ impressions: 1000, engagement: 50 }, 200)).toBe(0.05);
    expect(engagementRate({ impressions: null, engagement: 50 }, 200)).toBe(0.25);
    expect(engagementRate({ impressions: 0, engagement: 5 }, 200)).toBeNull();
    expect(engagementRate({ impressions: null, engagement: 5 }, null)).toBeNull();
  });

  const baseline = baselineOf(
    [
      post({ impressions: 1000, engagement: 50, saves: 2, comments: 4, shares: 1 }),
      post({ impressions: 2000, engagement: 100, saves: 4, comments: 5, shares: 2 }),
      post({ impressions: 3000, engagement: 150, saves: 6, comments: 6, shares: 3 }),
      post({}),
    ],
    null,
  );

  it('builds the medians from the measured posts only', () => {
    expect(baseline).toEqual({ measured: 3, rate: 0.05, impressions: 2000, saves: 4, comments: 5, shares: 2 });
  });

  it('scores a post at the median 50, and names the main figure', () => {
    const scored = scorePost(post({ impressions: 2000, engagement: 100, saves: 4, comments: 5, shares: 2 }), baseline, null, NOW);
    expect(scored).toEqual({ score: 50, reasons: [{ code: 'engagement_rate_above', ratio: 1 }] });
  });

  it('weighs the rate 0.6 and the reach 0.4, and gives the two drivers furthest from the median', () => {
    // Rate 0.1 = 2× the median (80), impressions 2000 = the median (50): 0.6 × 80 + 0.4 × 50 = 68.
    const scored = scorePost(post({ impressions: 2000, engagement: 200, saves: 20, comments: 6, shares: 2 }), baseline, null, NOW);
    expect(scored.score).toBe(68);
    expect(scored.reasons).toEqual([
      { code: 'saves_above', ratio: 5 },
      { code: 'engagement_rate_above', ratio: 2 },
    ]);
    // Half the reach, the median rate: 0.6 × 50 + 0.4 × 25 = 40.
    const low = scorePost(post({ impressions: 1000, engagement: 50 }), baseline, null, NOW);
    expect(low).toEqual({ score: 40, reasons: [{ code: 'impressions_below', ratio: 0.5 }] });
  });

  it('scores on the rate alone when the network gives no impressions', () => {
    const perFollower = baselineOf([post({ engagement: 10 }), post({ engagement: 20 }), post({ engagement: 30 })], 100);
    expect(perFollower.rate).toBe(0.2);
    expect(scorePost(post({ engagement: 40 }), perFollower, 100, NOW)).toEqual({ score: 80, reasons: [{ code: 'engagement_rate_above', ratio: 2 }] });
  });

  it('gives no score to a post under 24 hours, nor on an account with fewer than 3 measured posts', () => {
    expect(scorePost(post({ impressions: 5000, engagement: 10 }, 0.5), baseline, null, NOW)).toEqual({ score: null, reasons: [{ code: 'too_recent', ratio: null }] });
    const thin = baselineOf([post({ impressions: 10, engagement: 1 }), post({ impressions: 20, engagement: 2 })], null);
    expect(scorePost(post({ impressions: 30, engagement: 3 }), thin, null, NOW)).toEqual({ score: null, reasons: [] });
  });

  it('stays within 0–100 for extreme posts', () => {
    const top = scorePost(post({ impressions: 10_000_000, engagement: 5_000_000 }), baseline, null, NOW).score ?? 0;
    expect(top).toBeGreaterThanOrEqual(99);
    expect(top).toBeLessThanOrEqual(100);
    const nothing = scorePost(post({ impressions: 0, engagement: 0 }), baseline, null, NOW);
    expect(nothing.score).toBe(0);
    expect(nothing.reasons[0]).toEqual({ code: 'impressions_below', ratio: 0 });
  });
});
