// The local generator composing the six networks' posts for one request, as POST /api/generate-content
// calls it (and as every other provider falls back to it). Standalone: npx tsx bench/generation-local.ts
import os from 'node:os';
import { NETWORKS, OBJECTIVES } from '@publia/shared';
import { generateLocally } from '../apps/server/src/ai/local/generate-locally.ts';
import type { GenerationInput } from '../apps/server/src/ai/types.ts';
import { measure, writeResultsSection } from './support/results-section.ts';

export interface LocalGeneratorFigures {
  runs: number;
  typicalMedianMs: number;
  typicalP99Ms: number;
  /** A 1,000-character description and three 60-character keywords: every network cuts. */
  worstMedianMs: number;
  worstP99Ms: number;
  /** The machine's 1-minute load average when measured: a busy machine stretches the p99. */
  loadAverage: number;
}

export const LOCAL_GENERATOR_TARGET_MS = 5;
const WARM_UP = 300;
const RUNS = 3_000;

const TOPICS = ['café de spécialité', 'bougies parfumées', 'vélo électrique', 'pâtisserie', 'cours de yoga', 'agence immobilière'];

/** Requests like the create screen sends: three keywords, a few sentences, all six networks, objectives in turn. */
const typicalInputs: GenerationInput[] = TOPICS.map((topic, i) => ({
  networks: [...NETWORKS],
  keywords: [topic, 'Lyon', 'fait main'],
  description: `nouvelle collection ${topic} disponible dès samedi dans notre boutique de la Croix-Rousse. des produits choisis avec soin, pensés pour durer. venez nous rencontrer, on vous attend !`,
  objective: OBJECTIVES[i % OBJECTIVES.length]!,
  media: { type: 'photo', url: '/media/photo.jpg' },
}));

const worstInputs: GenerationInput[] = OBJECTIVES.map((objective, i) => ({
  networks: [...NETWORKS],
  keywords: [`${'spécialité'.repeat(5)}${i}`.slice(0, 60), 'mot clé de soixante caractères pour voir ce que cela donne !!', 'é'.repeat(60)],
  description: Array.from({ length: 80 }, (_, n) => `phrase${n} très détaillée 🎉`)
    .join(' ')
    .slice(0, 1000),
  objective,
  media: { type: 'video', url: '/media/video.mp4' },
}));

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const round = (ms: number) => Math.round(ms * 1000) / 1000;

function timeCalls(inputs: GenerationInput[]): { medianMs: number; p99Ms: number } {
  let written = 0;
  for (let i = 0; i < WARM_UP; i++) written += generateLocally(inputs[i % inputs.length]!).length;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    written += generateLocally(inputs[i % inputs.length]!).length;
    times.push(performance.now() - start);
  }
  // Used, so the calls cannot be optimised away.
  if (written !== (WARM_UP + RUNS) * NETWORKS.length) throw new Error(`expected six posts per call, got ${written}`);
  times.sort((a, b) => a - b);
  return { medianMs: round(percentile(times, 0.5)), p99Ms: round(percentile(times, 0.99)) };
}

export function benchLocalGenerator(): LocalGeneratorFigures {
  const typical = timeCalls(typicalInputs);
  const worst = timeCalls(worstInputs);
  return {
    runs: RUNS,
    typicalMedianMs: typical.medianMs,
    typicalP99Ms: typical.p99Ms,
    worstMedianMs: worst.medianMs,
    worstP99Ms: worst.p99Ms,
    loadAverage: Math.round(os.loadavg()[0]! * 10) / 10,
  };
}

/** The RESULTS.md section of this benchmark. */
export function localGeneratorSection(f: LocalGeneratorFigures, verdict: (ok: boolean) => string): string {
  return `## Local generator

| what | target | measured | |
|---|---|---|---|
| the six networks' posts for one request (3 keywords, ~200-character description), per call, median / p99 of ${f.runs} | < ${LOCAL_GENERATOR_TARGET_MS} ms | ${f.typicalMedianMs} ms / ${f.typicalP99Ms} ms | ${verdict(f.typicalMedianMs < LOCAL_GENERATOR_TARGET_MS)} |
| worst case: 1,000-character description with emoji, three 60-character keywords (every network cuts), median / p99 | < ${LOCAL_GENERATOR_TARGET_MS} ms | ${f.worstMedianMs} ms / ${f.worstP99Ms} ms | ${verdict(f.worstMedianMs < LOCAL_GENERATOR_TARGET_MS)} |

In process, after ${WARM_UP} warm-up calls, the inputs (six topics, each objective in turn) taken in rotation;
machine load average ${f.loadAverage} while measured (the verdict reads the median, the p99 shows the machine's noise).
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { figures, measured } = await measure(benchLocalGenerator);
  console.log(figures);
  writeResultsSection(
    localGeneratorSection(figures, (ok) => (ok ? '✅ tenu' : '❌ manqué')),
    measured,
  );
}
