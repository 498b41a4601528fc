import { createHash } from 'node:crypto';

/** Numbers in [0, 1) drawn from a text (mulberry32 seeded by its SHA-256): the same text, the same numbers, anywhere. */
export function seededRandom(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32BE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 2 ** 32;
  };
}

export type Random = () => number;

export const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/** An integer from `min` to `max`, both included. */
export const between = (random: Random, min: number, max: number): number => min + Math.floor(random() * (max - min + 1));
