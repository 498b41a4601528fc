// GET /api/content/history — a page of 50 out of 100,000 posts — against a bare Fastify route
// answering the same JSON, 50 connections each, one after the other in the same run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { seedHistory } from './support/seed-history.ts';
import { signUp } from './support/session.ts';
import { repoRoot, spawnPublia } from './support/spawn-publia.ts';

export interface HistoryFigures {
  rows: number;
  historyRps: number;
  bareRps: number;
  ratio: number;
  historyP99Ms: number;
  bareP99Ms: number;
  connections: number;
  seconds: number;
}

const ROWS = 100_000;
const CONNECTIONS = 50;
const SECONDS = 10;

async function load(url: string, headers: Record<string, string> = {}) {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} réponses non 2xx, ${result.errors} erreurs`);
  return { rps: Math.round(result.requests.average), p99: result.latency.p99 };
}

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

export async function benchHistory(publiaPort: number, barePort: number): Promise<HistoryFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'publia-bench-history-'));
  let publia = await spawnPublia({ DATA_DIR: dataDir }, publiaPort);
  try {
    const session = await signUp(publia.url, 'bench-history@publia.local');
    await publia.stop();
    await seedHistory(path.join(dataDir, 'db'), session.workspaceId, session.userId, ROWS);
    publia = await spawnPublia({ DATA_DIR: dataDir }, publiaPort);

    const url = `${publia.url}/api/content/history?status=published&pageSize=50`;
    const headers = { cookie: session.cookie };
    const page = await (await fetch(url, { headers })).text();
    if ((JSON.parse(page) as { data: unknown[] }).data.length !== 50) throw new Error(`page inattendue : ${page.slice(0, 200)}`);

    const bare = spawn(process.execPath, ['--import', 'tsx', 'bench/support/bare-server.ts'], {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(barePort), BARE_BODY: page },
      stdio: 'inherit',
    });
    try {
      await waitFor(`http://127.0.0.1:${barePort}/bare`);
      const bareResult = await load(`http://127.0.0.1:${barePort}/bare`);
      const historyResult = await load(url, headers);
      return {
        rows: ROWS,
        historyRps: historyResult.rps,
        bareRps: bareResult.rps,
        ratio: Math.round((historyResult.rps / bareResult.rps) * 100) / 100,
        historyP99Ms: historyResult.p99,
        bareP99Ms: bareResult.p99,
        connections: CONNECTIONS,
        seconds: SECONDS,
      };
    } finally {
      bare.kill('SIGTERM');
    }
  } finally {
    await publia.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function historySection(f: HistoryFigures, verdict: (ok: boolean) => string): string {
  return `## History page

| what | target | measured | |
|---|---|---|---|
| \`GET /api/content/history?status=published&pageSize=50\` (signed in; ${f.rows.toLocaleString('en')} posts with their targets) vs bare Fastify route, same JSON | ratio ≥ 0.5 | ${f.historyRps} vs ${f.bareRps} req/s = **${f.ratio}** | ${verdict(f.ratio >= 0.5)} |
| p99 latency, history / bare | — | ${f.historyP99Ms} ms / ${f.bareP99Ms} ms | |

Embedded default (PGlite), rows written straight into its data directory, then the server restarted. Load: autocannon,
${f.connections} connections, ${f.seconds} s after a 2 s warm-up, both servers one after the other in the same run.
`;
}
