import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signUp } from './support/session.ts';
import { spawnPublia } from './support/spawn-publia.ts';
import { versusBare, type VersusBare } from './support/versus-bare.ts';

/** GET /api/auth/me for a signed-in user against a bare Fastify route answering the same JSON. */
export async function benchAuthMe(publiaPort: number, barePort: number): Promise<VersusBare> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'publia-bench-me-'));
  const publia = await spawnPublia({ DATA_DIR: dataDir }, publiaPort);
  try {
    const { cookie } = await signUp(publia.url, 'bench@publia.local');
    const url = `${publia.url}/api/auth/me`;
    const body = await (await fetch(url, { headers: { cookie } })).text();
    return await versusBare({ url, headers: { cookie }, body, barePort, connections: 10, seconds: 10 });
  } finally {
    await publia.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
