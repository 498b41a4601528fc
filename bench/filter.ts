// The photo filter of POST /api/media/:id/filter on a 12-megapixel JPEG: our pipeline (decode, turn
// upright, filter, encode, as the API runs it minus HTTP and storage) against sharp doing the same
// operations called directly. Standalone: npx tsx bench/filter.ts
import { PHOTO_FILTER_STEPS } from '@publia/shared';
import sharp from 'sharp';
import { composeFilter } from '../apps/server/src/modules/media/color-matrix.ts';
import { applyPhotoFilter } from '../apps/server/src/modules/media/image-pipeline.ts';
import { median } from './support/spawn-publia.ts';
import { measure, writeResultsSection } from './support/results-section.ts';

export interface FilterFigures {
  width: number;
  height: number;
  jpegMb: number;
  filter: string;
  runs: number;
  oursMs: number[];
  sharpMs: number[];
  oursMedianMs: number;
  sharpMedianMs: number;
  ratio: number;
}

const WIDTH = 4000;
const HEIGHT = 3000;
const RUNS = 15;
const FILTER = 'vintage';

/** A 12-megapixel photo of noise (xorshift), so the JPEG is as heavy to decode as a real one. */
async function noisyJpeg(): Promise<Buffer> {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  let state = 2463534242;
  for (let i = 0; i < pixels.length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    // Noise over a gradient: some structure, like a photo, and no flat areas to compress.
    pixels[i] = (((i / 3) % WIDTH) * 0.05 + (state & 0x3f)) & 0xff;
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

export async function benchFilter(): Promise<FilterFigures> {
  sharp.cache(false);
  const jpeg = await noisyJpeg();
  const { matrix, offset } = composeFilter(PHOTO_FILTER_STEPS[FILTER]);
  const rows = [matrix.slice(0, 3), matrix.slice(3, 6), matrix.slice(6, 9)] as Parameters<ReturnType<typeof sharp>['recomb']>[0];
  const ours = () => applyPhotoFilter(jpeg, 'image/jpeg', FILTER);
  const direct = () =>
    sharp(jpeg)
      .rotate()
      .recomb(rows)
      .linear(
        [1, 1, 1],
        offset.map((value) => value * 255),
      )
      .jpeg({ quality: 90 })
      .toBuffer();
  await ours();
  await direct();
  const oursMs: number[] = [];
  const sharpMs: number[] = [];
  // Alternated, each side first every other time, so a slower moment of the machine weighs on both alike.
  for (let i = 0; i < RUNS; i++) {
    if (i % 2 === 0) {
      oursMs.push(await timed(ours));
      sharpMs.push(await timed(direct));
    } else {
      sharpMs.push(await timed(direct));
      oursMs.push(await timed(ours));
    }
  }
  const oursMedianMs = median(oursMs);
  const sharpMedianMs = median(sharpMs);
  return {
    width: WIDTH,
    height: HEIGHT,
    jpegMb: Math.round((jpeg.length / 2 ** 20) * 10) / 10,
    filter: FILTER,
    runs: RUNS,
    oursMs: oursMs.map(Math.round),
    sharpMs: sharpMs.map(Math.round),
    oursMedianMs: Math.round(oursMedianMs),
    sharpMedianMs: Math.round(sharpMedianMs),
    ratio: Math.round((oursMedianMs / sharpMedianMs) * 100) / 100,
  };
}

export const FILTER_TARGET_RATIO = 1.2;

/** The RESULTS.md section of this benchmark. */
export function filterSection(f: FilterFigures, verdict: (ok: boolean) => string): string {
  return `## Photo filter

| what | target | measured | |
|---|---|---|---|
| filter « ${f.filter} » on a ${f.width}×${f.height} JPEG (${f.jpegMb} MB): ours (decode, upright, filter, encode, as the API) vs sharp doing the same operations directly, median of ${f.runs} | ratio ≤ ${FILTER_TARGET_RATIO} | ${f.oursMedianMs} ms vs ${f.sharpMedianMs} ms = **${f.ratio}** | ${verdict(f.ratio <= FILTER_TARGET_RATIO)} |

Runs (ms), ours: ${f.oursMs.join(', ')}; sharp: ${f.sharpMs.join(', ')}. Both in one process, alternating
(each first every other run), sharp's cache off, after a warm-up run each; the photo is noise over a gradient.
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { figures, measured } = await measure(benchFilter);
  console.log(figures);
  writeResultsSection(
    filterSection(figures, (ok) => (ok ? '✅ tenu' : '❌ manqué')),
    measured,
  );
}
