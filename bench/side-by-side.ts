// The history, publishing and webhooks benchmarks run alternately against another build of the server
// (old) and this tree's (new) — old, new, old, new — in one run, and written to bench/RESULTS.md as one
// section with each figure for both and the ratio new/old: a machine whose absolute figures move from
// day to day still gives comparable ratios when both sides are measured in the same minutes.
// Usage (after `npm run build` in both trees):
//   npx tsx bench/side-by-side.ts <old tree>/apps/server/dist/main.js   (or BENCH_OLD_ENTRY=…)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../e2e/support/free-port.ts';
import { benchHistory } from './history.ts';
import { benchUncachedHistory } from './history-uncached.ts';
import { benchPublishDue } from './publish-due.ts';
import { loadAverage, measure, writeResultsSection, type Measured } from './support/results-section.ts';
import { benchWebhooks } from './webhooks.ts';

const oldEntry = path.resolve(process.argv[2] ?? process.env.BENCH_OLD_ENTRY ?? '');
if (!process.argv[2] && !process.env.BENCH_OLD_ENTRY) throw new Error('usage : side-by-side.ts <ancien apps/server/dist/main.js> (ou BENCH_OLD_ENTRY)');
if (!fs.existsSync(oldEntry)) throw new Error(`${oldEntry} introuvable : construire l’ancien arbre d’abord (npm run build)`);
const oldCommit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: path.dirname(oldEntry), encoding: 'utf8' }).trim();
const newCommit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: import.meta.dirname, encoding: 'utf8' }).trim();
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

/**
 * Sizes below the benches' defaults, so that both builds twice over fit in about a quarter of an hour;
 * each is stated in the section.
 */
const SIZES = {
  historyRows: 20_000,
  seconds: 5,
  dueWorkspaces: 2,
  webhookEvents: 5_000,
};

interface Figure {
  label: string;
  value: (figures: never) => number;
}
interface Bench {
  title: string;
  size: string;
  run: () => Promise<unknown>;
  figures: Figure[];
}
const figure = <T>(label: string, value: (figures: T) => number): Figure => ({ label, value: value as (figures: never) => number });

type History = Awaited<ReturnType<typeof benchHistory>>;
type Uncached = Awaited<ReturnType<typeof benchUncachedHistory>>;
type Due = Awaited<ReturnType<typeof benchPublishDue>>;
type Webhooks = Awaited<ReturnType<typeof benchWebhooks>>;

// Publishing and webhooks first: the paths the refactor changed most.
const benches: Bench[] = [
  {
    title: 'Publishing engine, all due at the same instant (`bench/publish-due.ts`, PostgreSQL, 50 ms per sandbox call)',
    size: `${SIZES.dueWorkspaces} workspaces (${(SIZES.dueWorkspaces * 2010).toLocaleString('en')} targets) instead of 5 (10,050); the burst only, not the spread minute, whose figures are set by the due times rather than by the engine`,
    run: async () => benchPublishDue(await freePort(), 0, { workspaces: SIZES.dueWorkspaces }),
    figures: [
      figure<Due>('last out, s after the due time', (f) => f.doneSeconds),
      figure<Due>('targets published per second', (f) => Math.round(f.published / f.doneSeconds)),
      figure<Due>('lateness p50 ms', (f) => f.latenessP50Ms),
      figure<Due>('lateness p95 ms', (f) => f.latenessP95Ms),
      figure<Due>('not published', (f) => f.targets - f.published),
      figure<Due>('duplicates', (f) => f.duplicates),
    ],
  },
  {
    title: 'Outgoing webhooks (`bench/webhooks.ts`, PostgreSQL, 10 endpoints answering in 20 ms)',
    size: `${SIZES.webhookEvents.toLocaleString('en')} events instead of 10,000`,
    run: async () => benchWebhooks(await freePort(), { events: SIZES.webhookEvents }),
    figures: [
      figure<Webhooks>('first emitted → last received, s', (f) => f.deliveredSeconds),
      figure<Webhooks>('deliveries/s', (f) => f.perSecond),
      figure<Webhooks>('arrival p50 ms', (f) => f.latencyP50Ms),
      figure<Webhooks>('arrival p95 ms', (f) => f.latencyP95Ms),
      figure<Webhooks>('lost', (f) => f.lost),
      figure<Webhooks>('delivered twice', (f) => f.twice),
    ],
  },
  {
    title: 'History page (`bench/history.ts`, PGlite, page cache on, 50 connections)',
    size: `${SIZES.historyRows.toLocaleString('en')} posts instead of 100,000, ${SIZES.seconds} s loads instead of 10`,
    run: async () => benchHistory(await freePort(), await freePort(), { rows: SIZES.historyRows, seconds: SIZES.seconds }),
    figures: [
      figure<History>('req/s', (f) => f.rps),
      figure<History>('p99 ms', (f) => f.p99Ms),
      figure<History>('bare route req/s (yardstick)', (f) => f.bareRps),
      figure<History>('ratio to the bare route', (f) => f.ratio),
      figure<History>('cache off: req/s', (f) => f.uncachedRps),
      figure<History>('cache off: p99 ms', (f) => f.uncachedP99Ms),
    ],
  },
  {
    title: 'History page without its cache (`bench/history-uncached.ts`)',
    size: `${SIZES.historyRows.toLocaleString('en')} posts instead of 100,000 (deep page ${SIZES.historyRows / 100} instead of 1000: half-way), ${SIZES.seconds} s loads, one round instead of two`,
    run: async () => benchUncachedHistory(await freePort(), await freePort(), { rows: SIZES.historyRows, seconds: SIZES.seconds, rounds: 1 }),
    figures: [
      figure<Uncached>('PostgreSQL, 50 connections: req/s', (f) => f.postgres50.rps),
      figure<Uncached>('PostgreSQL, 50 connections: p99 ms', (f) => f.postgres50.p99Ms),
      figure<Uncached>('PostgreSQL, 50 connections: ratio to the bare route', (f) => f.postgres50.ratio),
      figure<Uncached>('PostgreSQL, 10 connections: req/s', (f) => f.postgres10.rps),
      figure<Uncached>('PostgreSQL, 10 connections: ratio to the bare route', (f) => f.postgres10.ratio),
      figure<Uncached>('PostgreSQL, deep page by number: median ms', (f) => f.deepPage.medianMs),
      figure<Uncached>('PostgreSQL, deep page by cursor: median ms', (f) => f.deepCursor.medianMs),
      figure<Uncached>('PGlite, 10 connections: req/s', (f) => f.pglite10.rps),
      figure<Uncached>('PGlite, 10 connections: p99 ms', (f) => f.pglite10.p99Ms),
    ],
  },
];

type Build = 'old' | 'new';
interface Run {
  build: Build;
  measured: Measured;
  figures?: unknown;
  error?: string;
}

/** Runs `bench` once against `build`: the old one through BENCH_SERVER_ENTRY, which spawnPublia reads. */
async function runOn(bench: Bench, build: Build): Promise<Run> {
  if (build === 'old') process.env.BENCH_SERVER_ENTRY = oldEntry;
  else delete process.env.BENCH_SERVER_ENTRY;
  try {
    const { figures, measured } = await measure(bench.run);
    return { build, figures, measured };
  } catch (error) {
    const measured = { commit: '', date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC', loadBefore: '', loadAfter: loadAverage() };
    console.error(bench.title, build, error);
    return { build, measured, error: error instanceof Error ? error.message : String(error) };
  } finally {
    delete process.env.BENCH_SERVER_ENTRY;
  }
}

const mean = (values: number[]) => (values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : Number.NaN);
/** Two decimals for small figures (ratios, seconds), whole numbers from 100 on (milliseconds, requests). */
const shown = (value: number) => (Number.isNaN(value) ? '—' : String(Math.abs(value) >= 100 ? Math.round(value) : Math.round(value * 100) / 100));

function benchTable(bench: Bench, runs: Run[]): string {
  const values = (build: Build, f: Figure) => runs.filter((run) => run.build === build && run.figures).map((run) => f.value(run.figures as never));
  const rows = bench.figures.map((f) => {
    const [old, current] = [values('old', f), values('new', f)];
    const ratio = mean(current) / mean(old);
    return `| ${f.label} | ${old.map(shown).join(', ') || '—'} | ${current.map(shown).join(', ') || '—'} | **${Number.isFinite(ratio) ? ratio.toFixed(2) : '—'}** |`;
  });
  const order = runs
    .map(
      (run, i) =>
        `${i + 1}. ${run.build}, ${run.measured.date}, load ${run.measured.loadBefore || '?'} → ${run.measured.loadAfter}${run.error ? ` — **failed**: ${run.error}` : ''}`,
    )
    .join('\n');
  return `### ${bench.title}

Size: ${bench.size}.

| figure | old (${oldCommit}), each run | new (${newCommit}), each run | new/old (of the means) |
|---|---|---|---|
${rows.join('\n')}

Runs, in order (date, load average over 1, 5, 15 min before → after):

${order}
`;
}

const started = { date: `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`, loadBefore: loadAverage() };
const done: { bench: Bench; runs: Run[] }[] = [];

function write(): void {
  const section = `## Side by side: ${oldCommit} → ${newCommit}

\`bench/side-by-side.ts\`: each benchmark against the old build (\`${oldCommit}\`) and the new one (\`${newCommit}\`),
alternately (old, new, old, new…), with the same benchmark code (this tree's), the old server started from its own
\`dist\` (its workers, migrations and web assets beside it). The absolute figures of this shared machine move from
day to day; read the ratio new/old, and the spread between runs of the same build as the noise. Sizes are smaller
than the benchmarks' defaults so that the whole run fits in about a quarter of an hour: each table says by how much.

${done.map(({ bench, runs }) => benchTable(bench, runs)).join('\n')}`;
  writeResultsSection(section, { commit: `${oldCommit} (old) and ${newCommit} (new)`, ...started, loadAfter: loadAverage() });
}

// BENCH_ONLY: the benches whose title contains it, alone.
for (const bench of benches.filter((b) => b.title.includes(process.env.BENCH_ONLY ?? ''))) {
  const entry = { bench, runs: [] as Run[] };
  done.push(entry);
  for (let round = 0; round < ROUNDS; round++) {
    for (const build of ['old', 'new'] as const) {
      const run = await runOn(bench, build);
      console.log(bench.title, build, run.measured.date, run.error ?? JSON.stringify(run.figures));
      entry.runs.push(run);
      write();
    }
  }
}
