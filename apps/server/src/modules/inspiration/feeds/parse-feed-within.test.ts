import { monitorEventLoopDelay } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { HOSTILE_FEEDS } from '../../../sandbox/feeds/hostile-feeds.ts';
import { FeedError } from './feed-error.ts';
import { RSS } from './feed-fixtures.test-support.ts';
import { parseFeedWithin } from './parse-feed-within.ts';

const BASE = 'https://hostile.example/rss';
const MB = 1024 * 1024;

const RESOLUTION_MS = 10;
const timerTurn = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The longest the event loop waited while `work` ran, and how long `work` took, in milliseconds.
 * A parse on the server's thread stalls the loop for about the whole parse; one in a thread of its
 * own stalls it for far less. A loaded machine may pause the whole process now and then, so the
 * stall is judged against the parse's own length as well as against a fixed bound.
 */
async function longestStall(work: () => Promise<unknown>): Promise<{ stall: number; elapsed: number }> {
  const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  delay.enable();
  // The histogram measures from its first tick, and counts a stall when its timer next fires: a timer
  // due after its first tick before the work, and one turn of timers after it (timers run in the order they are due).
  await timerTurn(3 * RESOLUTION_MS);
  const started = performance.now();
  try {
    await work();
    await timerTurn(1);
  } finally {
    delay.disable();
  }
  return { stall: delay.max / 1e6, elapsed: performance.now() - started };
}

/** Held off the server's thread: a stall under 200 ms, or under half the parse's length. */
const heldOff = ({ stall, elapsed }: { stall: number; elapsed: number }) => stall < Math.max(200, elapsed / 2);

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no error',
    (error: unknown) => (error instanceof FeedError ? error.reason : error),
  );

describe('parseFeedWithin', () => {
  it('reads a fetched feed of 100,000 items to its first 500 without holding the event loop', async () => {
    const body = Buffer.from(HOSTILE_FEEDS['items.xml']());
    expect(body.length).toBeGreaterThan(3.5 * MB);
    let titles: string[] = [];
    const measure = await longestStall(async () => {
      titles = (await parseFeedWithin(body, BASE, { contentType: 'application/rss+xml; charset=utf-8' })).items.map((item) => item.title);
    });
    expect(titles).toHaveLength(500);
    expect(titles.at(-1)).toBe('Brève 499');
    expect(heldOff(measure), `${Math.round(measure.stall)} ms stall in ${Math.round(measure.elapsed)} ms`).toBe(true);
  });

  it('gives up a document over the time budget, its thread stopped, without holding the event loop', async () => {
    const text = HOSTILE_FEEDS['elements.xml']();
    let reason: unknown;
    const measure = await longestStall(async () => {
      reason = await failure(parseFeedWithin(text, BASE, { budget: { timeMs: 1, memoryMb: 128 } }));
    });
    expect(reason).toBe('too_complex');
    expect(heldOff(measure), `${Math.round(measure.stall)} ms stall in ${Math.round(measure.elapsed)} ms`).toBe(true);
  });

  it('gives up a document over the memory budget', async () => {
    expect(await failure(parseFeedWithin(HOSTILE_FEEDS['elements.xml'](), BASE, { budget: { timeMs: 60_000, memoryMb: 32 } }))).toBe('too_complex');
  });

  it('keeps the parser’s own refusals, and reads a small feed in place', async () => {
    const big = `<html><body>${'<p>Bonjour</p>'.repeat(10_000)}</body></html>`;
    expect(await failure(parseFeedWithin(big, BASE))).toBe('not_a_feed');
    expect((await parseFeedWithin(RSS, BASE)).items).toHaveLength(3);
  });
});
