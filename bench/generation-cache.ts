// POST /api/generate-content answered from the generation cache, end to end: the built server as
// `npm start` runs it (embedded PGlite), signed in, over HTTP, one request at a time; the first
// request of each set of words is generated (local generator), every later one is a cache hit.
// Standalone (after `npm run build`): npx tsx bench/generation-cache.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../e2e/support/free-port.ts';
import { signUp, type BenchSession } from './support/session.ts';
import { median, spawnPublia } from './support/spawn-publia.ts';
import { measure, writeResultsSection } from './support/results-section.ts';

export interface GenerationCacheFigures {
  hits: number;
  hitMedianMs: number;
  hitP99Ms: number;
  misses: number;
  missMedianMs: number;
  missP99Ms: number;
}

const HITS = 1_000;
const MISSES = 100;
const WARM_UP = 50;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const round = (ms: number) => Math.round(ms * 100) / 100;

/** A 64×64 PNG (one colour), uploaded as the create screen does. */
async function uploadPhoto(session: BenchSession): Promise<string> {
  const { default: sharp } = await import('sharp');
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), 'photo.png');
  const response = await fetch(`${session.base}/api/media`, {
    method: 'POST',
    headers: { cookie: session.cookie, origin: session.base, 'x-csrf-token': session.csrf },
    body: form,
  });
  if (!response.ok) throw new Error(`téléversement : ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { url: string } }).data.url;
}

async function timedGeneration(session: BenchSession, body: string): Promise<{ ms: number; cached: boolean }> {
  const started = performance.now();
  const response = await fetch(`${session.base}/api/generate-content`, {
    method: 'POST',
    headers: { cookie: session.cookie, origin: session.base, 'x-csrf-token': session.csrf, 'content-type': 'application/json' },
    body,
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`génération : ${response.status} ${text.slice(0, 300)}`);
  return { ms, cached: (JSON.parse(text) as { data: { cached: boolean } }).data.cached };
}

const requestAbout = (keyword: string, mediaUrl: string) =>
  JSON.stringify({
    reseauxSelectionnes: ['instagram', 'facebook', 'twitter', 'linkedin', 'tiktok', 'pinterest'],
    informations: { motsCles: [keyword, 'artisanat', 'Lyon'], description: 'Notre nouvelle collection de céramiques faites main, cuites au four à bois.', objectif: 'sell' },
    media: { type: 'photo', url: mediaUrl },
    modePublication: 'manuelle',
    accounts: [],
    publication: [],
  });

export async function benchGenerationCache(port: number): Promise<GenerationCacheFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'publia-bench-generation-'));
  // Business: 200 cache entries, 2,000 generations a month, room for the misses measured here.
  const publia = await spawnPublia({ DATA_DIR: dataDir, DEFAULT_PLAN: 'business', GENERATION_PROVIDER: 'local' }, port);
  try {
    const session = await signUp(publia.url, 'bench-generation@publia.local');
    const mediaUrl = await uploadPhoto(session);

    const missMs: number[] = [];
    for (let i = 0; i < MISSES; i++) {
      const miss = await timedGeneration(session, requestAbout(`céramique${i}`, mediaUrl));
      if (miss.cached) throw new Error('une première demande a été servie par le cache');
      missMs.push(miss.ms);
    }

    const body = requestAbout('céramique0', mediaUrl);
    for (let i = 0; i < WARM_UP; i++) await timedGeneration(session, body);
    const hitMs: number[] = [];
    for (let i = 0; i < HITS; i++) {
      const hit = await timedGeneration(session, body);
      if (!hit.cached) throw new Error('une demande répétée n’a pas été servie par le cache');
      hitMs.push(hit.ms);
    }
    return {
      hits: HITS,
      hitMedianMs: round(median(hitMs)),
      hitP99Ms: round(percentile(hitMs, 99)),
      misses: MISSES,
      missMedianMs: round(median(missMs)),
      missP99Ms: round(percentile(missMs, 99)),
    };
  } finally {
    await publia.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function generationCacheSection(f: GenerationCacheFigures, verdict: (ok: boolean) => string): string {
  return `## Generation cache

| what | target | measured | |
|---|---|---|---|
| \`POST /api/generate-content\` answered from the cache (signed in, 6 networks, a photo), end to end over HTTP | < 20 ms | median ${f.hitMedianMs} ms, p99 ${f.hitP99Ms} ms | ${verdict(f.hitP99Ms < 20)} |
| the same request generated (cache miss, local generator, counted and cached) | — | median ${f.missMedianMs} ms, p99 ${f.missP99Ms} ms | |

Built server (\`apps/server/dist\`), embedded PGlite, \`DEFAULT_PLAN=business\`; one request at a time from the
same machine: ${f.misses} distinct requests (misses), then ${f.hits} identical ones after a warm-up (hits). A hit
reads the newest live cache entry (one indexed query), counts the month's generations (a second indexed query) and writes nothing.
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { figures, measured } = await measure(async () => benchGenerationCache(await freePort()));
  console.log(figures);
  writeResultsSection(
    generationCacheSection(figures, (ok) => (ok ? '✅ tenu' : '❌ manqué')),
    measured,
  );
}
