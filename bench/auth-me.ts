import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { repoRoot, spawnPublia } from './support/spawn-publia.ts';

export interface ThroughputFigures {
  meRps: number;
  bareRps: number;
  ratio: number;
  meP99Ms: number;
  bareP99Ms: number;
  connections: number;
  seconds: number;
}

const CONNECTIONS = 10;
const SECONDS = 10;

async function load(url: string, headers: Record<string, string> = {}) {
  // Warm-up first, so neither side is measured while compiling.
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} réponses non 2xx, ${result.errors} erreurs`);
  }
  return { rps: Math.round(result.requests.average), p99: result.latency.p99 };
}

/** GET /api/auth/me for a signed-in user against a bare Fastify route answering the same JSON. */
export async function benchAuthMe(publiaPort: number, barePort: number): Promise<ThroughputFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'publia-bench-me-'));
  const publia = await spawnPublia({ DATA_DIR: dataDir }, publiaPort);
  try {
    const register = await fetch(`${publia.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@publia.local', password: 'motdepasse-solide', name: 'Bench' }),
    });
    const cookie = (register.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const meBody = await (await fetch(`${publia.url}/api/auth/me`, { headers: { cookie } })).text();

    const bare = spawn(process.execPath, ['--import', 'tsx', 'bench/support/bare-server.ts'], {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(barePort), BARE_BODY: meBody },
      stdio: 'inherit',
    });
    try {
      await waitFor(`http://127.0.0.1:${barePort}/bare`);
      const bareResult = await load(`http://127.0.0.1:${barePort}/bare`);
      const meResult = await load(`${publia.url}/api/auth/me`, { cookie });
      return {
        meRps: meResult.rps,
        bareRps: bareResult.rps,
        ratio: Math.round((meResult.rps / bareResult.rps) * 100) / 100,
        meP99Ms: meResult.p99,
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
