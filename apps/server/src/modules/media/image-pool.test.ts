import { performance } from 'node:perf_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImagePool } from '../../core/context/image-pool.ts';
import { createImagePool, ImagePoolError } from './image-pool.ts';
import { pngHeaderBomb, SLOW_SVG, solidImage } from './samples.test-support.ts';

const pools: ImagePool[] = [];
const pool = (options: Parameters<typeof createImagePool>[0]) => {
  const made = createImagePool(options);
  pools.push(made);
  return made;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((one) => one.close()));
});

const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (error instanceof ImagePoolError ? error.reason : error),
  );

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
  return check();
}

describe('image pool', () => {
  it('works in another process, and refuses a header above the pixel budget', async () => {
    const images = pool({ workers: 1 });
    expect(await images.imageSize(await solidImage(30, 20, [1, 2, 3]))).toEqual({ width: 30, height: 20 });
    expect(images.workerPids()).toHaveLength(1);
    expect(images.workerPids()[0]).not.toBe(process.pid);
    expect(await reasonOf(images.imageSize(pngHeaderBomb()))).toBe('pixels');
    expect(await reasonOf(images.imageSize(Buffer.from('pas une image')))).toBe('unreadable');
  });

  it('kills a job at its time limit, then works again with a new worker', async () => {
    const images = pool({ workers: 1, timeLimitMs: 1000 });
    await images.imageSize(await solidImage(4, 4, [0, 0, 0]));
    const [first] = images.workerPids();
    const started = performance.now();
    expect(await reasonOf(images.rasteriseSvg(SLOW_SVG))).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(5000);
    expect(await until(() => !alive(first!))).toBe(true);
    expect(await images.imageSize(await solidImage(8, 6, [0, 0, 0]))).toEqual({ width: 8, height: 6 });
    expect(images.workerPids()[0]).not.toBe(first);
  });

  it('answers busy at once when the queue is full, and after waiting too long', async () => {
    const images = pool({ workers: 1, timeLimitMs: 3000, queueLimit: 1, queueWaitMs: 500 });
    // The worker is started first: on a loaded machine its start alone may outlast the 500 ms wait.
    await images.imageSize(await solidImage(4, 4, [0, 0, 0]));
    const running = reasonOf(images.rasteriseSvg(SLOW_SVG));
    const waiting = reasonOf(images.rasteriseSvg(SLOW_SVG));
    expect(await reasonOf(images.imageSize(await solidImage(4, 4, [0, 0, 0])))).toBe('busy');
    expect(await waiting).toBe('busy');
    expect(await running).toBe('timeout');
  });

  it('on close, work under way fails at once and the workers are gone', async () => {
    const images = pool({ workers: 2, timeLimitMs: 60_000 });
    const jobs = [reasonOf(images.rasteriseSvg(SLOW_SVG)), reasonOf(images.rasteriseSvg(SLOW_SVG)), reasonOf(images.rasteriseSvg(SLOW_SVG))];
    expect(await until(() => images.workerPids().length === 2)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const pids = images.workerPids();
    const started = performance.now();
    await images.close();
    expect(performance.now() - started).toBeLessThan(2000);
    expect(await Promise.all(jobs)).toEqual(['closed', 'closed', 'closed']);
    expect(pids.filter(alive)).toEqual([]);
    expect(await reasonOf(images.imageSize(Buffer.alloc(4)))).toBe('closed');
  });
});
