// One Publia route against a bare Fastify route answering the same JSON, under the same load,
// one after the other in the same run.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { repoRoot } from './spawn-publia.ts';

export interface VersusBare {
  rps: number;
  bareRps: number;
  ratio: number;
  p99Ms: number;
  bareP99Ms: number;
  connections: number;
  seconds: number;
}

async function load(url: string, headers: Record<string, string>, connections: number, seconds: number) {
  // Warm-up first, so neither side is measured while compiling.
  await autocannon({ url, headers, connections, duration: 2 });
  const result = await autocannon({ url, headers, connections, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} réponses non 2xx, ${result.errors} erreurs`);
  return { rps: Math.round(result.requests.average), p99: result.latency.p99 };
}

const mean = (runs: { rps: number; p99: number }[]) => ({
  rps: Math.round(runs.reduce((sum, run) => sum + run.rps, 0) / runs.length),
  p99: Math.round(runs.reduce((sum, run) => sum + run.p99, 0) / runs.length),
});

async function waitFor(url: string) {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} ne répond pas`);
}

/** Loads `url` (with `headers`), then a bare route serving `body` on `barePort`, and compares. */
export async function versusBare(input: {
  url: string;
  headers: Record<string, string>;
  body: string;
  barePort: number;
  connections: number;
  seconds: number;
  /**
   * Rounds of both measurements; the order flips each round (bare then route, route then bare…), so
   * that a machine getting busier or quieter during the run weighs on both sides alike. Figures are means.
   */
  rounds?: number;
  /** Statements the bare route sends to this database before each answer (the same work as the route). */
  bareQueries?: { databaseUrl: string; queries: { text: string; params: unknown[] }[] };
}): Promise<VersusBare> {
  const bare = spawn(process.execPath, ['--import', 'tsx', 'bench/support/bare-server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(input.barePort),
      BARE_BODY: input.body,
      ...(input.bareQueries ? { BARE_DATABASE_URL: input.bareQueries.databaseUrl, BARE_QUERIES: JSON.stringify(input.bareQueries.queries) } : {}),
    },
    stdio: 'inherit',
  });
  try {
    const bareUrl = `http://127.0.0.1:${input.barePort}/bare`;
    await waitFor(bareUrl);
    const bareRuns: { rps: number; p99: number }[] = [];
    const runs: { rps: number; p99: number }[] = [];
    for (let round = 0; round < (input.rounds ?? 1); round++) {
      if (round % 2 === 0) {
        bareRuns.push(await load(bareUrl, {}, input.connections, input.seconds));
        runs.push(await load(input.url, input.headers, input.connections, input.seconds));
      } else {
        runs.push(await load(input.url, input.headers, input.connections, input.seconds));
        bareRuns.push(await load(bareUrl, {}, input.connections, input.seconds));
      }
    }
    const bareResult = mean(bareRuns);
    const result = mean(runs);
    return {
      rps: result.rps,
      bareRps: bareResult.rps,
      ratio: Math.round((result.rps / bareResult.rps) * 100) / 100,
      p99Ms: result.p99,
      bareP99Ms: bareResult.p99,
      connections: input.connections,
      seconds: input.seconds,
    };
  } finally {
    bare.kill('SIGTERM');
  }
}
