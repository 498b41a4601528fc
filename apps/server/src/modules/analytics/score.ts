import type { ScoreReason, ScoreReasonCode } from '@publia/shared';

/*
 * A post's score out of 100 against its own account's median over the last 90 days: a post is
 * judged by what its audience usually does, not against another account's size. Pure functions.
 */

const HOUR_MS = 3_600_000;
/** Younger than this, a post's figures are still climbing: no score, reason `too_recent`. */
export const SCORE_MIN_AGE_MS = 24 * HOUR_MS;
/** Fewer measured posts than this, the account's median means nothing: no score. */
export const SCORE_MIN_POSTS = 3;
export const SCORE_BASELINE_DAYS = 90;
const RATE_WEIGHT = 0.6;
const REACH_WEIGHT = 0.4;
/** A driver within ±10 % of the median is not worth naming. */
const NOTABLE_LOG_RATIO = Math.log(1.1);

export interface ScoredFigures {
  impressions: number | null;
  engagement: number | null;
  saves: number | null;
  comments: number | null;
  shares: number | null;
}

export interface Baseline {
  /** Posts with a measure (impressions or engagement) in the baseline. */
  measured: number;
  rate: number | null;
  impressions: number | null;
  saves: number | null;
  comments: number | null;
  shares: number | null;
}

export interface PostScore {
  score: number | null;
  reasons: ScoreReason[];
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Engagement ÷ impressions; per follower when the network gives no impressions; null without either. */
export function engagementRate(figures: Pick<ScoredFigures, 'impressions' | 'engagement'>, followers: number | null): number | null {
  if (figures.engagement === null) return null;
  if (figures.impressions !== null) return figures.impressions > 0 ? figures.engagement / figures.impressions : null;
  return followers !== null && followers > 0 ? figures.engagement / followers : null;
}

const isMeasured = (figures: ScoredFigures) => figures.impressions !== null || figures.engagement !== null;
const known = (values: (number | null)[]) => values.filter((value): value is number => value !== null);

/** The account's medians over its baseline posts (those old enough to be measured for good). */
export function baselineOf(posts: ScoredFigures[], followers: number | null): Baseline {
  const measured = posts.filter(isMeasured);
  return {
    measured: measured.length,
    rate: median(known(measured.map((post) => engagementRate(post, followers)))),
    impressions: median(known(measured.map((post) => post.impressions))),
    saves: median(known(measured.map((post) => post.saves))),
    comments: median(known(measured.map((post) => post.comments))),
    shares: median(known(measured.map((post) => post.shares))),
  };
}

/**
 * A ratio to the median on 0–100: the median is 50, twice it 80, half of it 25 (a logistic curve
 * of the ratio, steeper above than below, so it never leaves 0–100).
 */
export function ratioScore(ratio: number): number {
  if (!(ratio > 0)) return 0;
  const power = ratio >= 1 ? 2 : Math.log2(3);
  const scaled = ratio ** power;
  return Number.isFinite(scaled) ? (100 * scaled) / (1 + scaled) : 100;
}

const ratioOf = (value: number | null, base: number | null): number | null => (value === null || base === null || base <= 0 ? null : value / base);

const round2 = (value: number) => Math.round(value * 100) / 100;

interface Driver {
  code: ScoreReasonCode;
  ratio: number;
  weight: number;
}

function drivers(post: ScoredFigures, rate: number | null, baseline: Baseline): Driver[] {
  const found: Driver[] = [];
  const both = (above: ScoreReasonCode, below: ScoreReasonCode, ratio: number | null) => {
    if (ratio !== null) found.push({ code: ratio >= 1 ? above : below, ratio, weight: ratio > 0 ? Math.abs(Math.log(ratio)) : Infinity });
  };
  const aboveOnly = (code: ScoreReasonCode, ratio: number | null) => {
    if (ratio !== null && ratio > 1) found.push({ code, ratio, weight: Math.log(ratio) });
  };
  both('engagement_rate_above', 'engagement_rate_below', ratioOf(rate, baseline.rate));
  both('impressions_above', 'impressions_below', ratioOf(post.impressions, baseline.impressions));
  aboveOnly('saves_above', ratioOf(post.saves, baseline.saves));
  aboveOnly('comments_above', ratioOf(post.comments, baseline.comments));
  aboveOnly('shares_above', ratioOf(post.shares, baseline.shares));
  return found;
}

/**
 * The post's score: its engagement rate (weight 0.6) and its impressions (0.4) against the
 * account's medians, each through `ratioScore`; a figure the network does not give leaves the
 * other alone. The reasons are the one or two drivers furthest from the median (engagement rate,
 * impressions, saves, comments, shares), with the post's value ÷ the median.
 */
export function scorePost(post: ScoredFigures & { publishedAt: number }, baseline: Baseline, followers: number | null, now: number): PostScore {
  if (now - post.publishedAt < SCORE_MIN_AGE_MS) return { score: null, reasons: [{ code: 'too_recent', ratio: null }] };
  if (baseline.measured < SCORE_MIN_POSTS || !isMeasured(post)) return { score: null, reasons: [] };
  const rate = engagementRate(post, followers);
  const parts: [number, number][] = [];
  const rateRatio = ratioOf(rate, baseline.rate);
  const reachRatio = ratioOf(post.impressions, baseline.impressions);
  if (rateRatio !== null) parts.push([ratioScore(rateRatio), RATE_WEIGHT]);
  if (reachRatio !== null) parts.push([ratioScore(reachRatio), REACH_WEIGHT]);
  if (parts.length === 0) return { score: null, reasons: [] };
  const weights = parts.reduce((sum, [, weight]) => sum + weight, 0);
  const score = Math.min(100, Math.max(0, Math.round(parts.reduce((sum, [value, weight]) => sum + value * weight, 0) / weights)));

  const ranked = drivers(post, rate, baseline).sort((a, b) => b.weight - a.weight);
  const notable = ranked.filter((driver) => driver.weight >= NOTABLE_LOG_RATIO).slice(0, 2);
  // Right at the median, the main figure is still named: the score has a reason.
  const chosen = notable.length > 0 ? notable : ranked.filter((driver) => driver.code.startsWith('engagement_rate') || driver.code.startsWith('impressions')).slice(0, 1);
  return { score, reasons: chosen.map((driver) => ({ code: driver.code, ratio: round2(driver.ratio) })) };
}
