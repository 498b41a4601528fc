import { describe, expect, it } from 'vitest';
import { inLanes } from './in-lanes.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('inLanes', () => {
  it('runs every item, never more than the lanes at once', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await inLanes([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      done.push(item);
      running -= 1;
    });
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });

  it('after a failure starts nothing more, lets the started ones end, then throws the first failure', async () => {
    const started: number[] = [];
    const ended: number[] = [];
    const run = inLanes([1, 2, 3, 4, 5, 6], 2, async (item) => {
      started.push(item);
      await tick();
      if (item === 1) throw new Error('un');
      if (item === 2) throw new Error('deux');
      ended.push(item);
    });
    await expect(run).rejects.toThrow('un');
    expect(started).toEqual([1, 2]);
    expect(ended).toEqual([]);
  });

  it('an empty list is done at once', async () => {
    await expect(inLanes([], 4, async () => undefined)).resolves.toBeUndefined();
  });
});
