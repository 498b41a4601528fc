import { createHash } from 'node:crypto';
import type { Topic } from './vocabulary/index.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const WEEK_MS = 7 * 24 * HOUR_MS;
/** 1970-01-01 was a Thursday: ISO weeks (from Monday, in UTC) start four days later. */
const FIRST_MONDAY_MS = 4 * 24 * HOUR_MS;

const hashOf = (text: string) => createHash('sha256').update(text).digest().readUInt32BE(0);

/**
 * When a source publishes: one item at each step of its own rhythm (every 3 to 6 hours, from an
 * offset of its own), so that its items keep their dates as time passes and new ones come on top.
 */
export interface Rhythm {
  stepMs: number;
  offsetMs: number;
}

export function rhythmOf(sector: string, slug: string): Rhythm {
  const hash = hashOf(`${sector}:${slug}:rhythm`);
  const stepMs = (3 + (hash % 4)) * HOUR_MS;
  return { stepMs, offsetMs: (Math.floor(hash / 4) % (stepMs / MINUTE_MS)) * MINUTE_MS };
}

/** The index of the last step at or before `now`: the source's newest item. */
export const latestStep = (rhythm: Rhythm, now: number): number => Math.floor((now - rhythm.offsetMs) / rhythm.stepMs);

export const stepTime = (rhythm: Rhythm, step: number): number => rhythm.offsetMs + step * rhythm.stepMs;

/** The ISO week (from Monday, UTC) of an instant, counted from 1970. */
export const weekOf = (time: number): number => Math.floor((time - FIRST_MONDAY_MS) / WEEK_MS);

/**
 * A sector's hot topics of a week: two or three, taken in turn from its list, three places on each
 * week, so that a week shares none with the week before and a topic comes back only weeks later.
 */
export function hotTopicsOf(sector: string, topics: readonly Topic[], week: number): Topic[] {
  const count = 2 + (hashOf(`${sector}:${week}:hot`) % 2);
  const start = week * 3;
  return Array.from({ length: count }, (_, i) => topics[(start + i) % topics.length]!);
}
