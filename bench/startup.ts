import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median, rssMb, spawnPublia } from './support/spawn-publia.ts';

export interface StartupFigures {
  firstStartMs: number;
  restartMs: number[];
  restartMedianMs: number;
  idleRssMb: number;
}

/** Start on an existing data directory until /api/health is healthy, and the idle memory after it. */
export async function benchStartup(port: number): Promise<StartupFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'publia-bench-start-'));
  try {
    const first = await spawnPublia({ DATA_DIR: dataDir }, port);
    const firstStartMs = first.readyMs;
    await first.stop();
    const restartMs: number[] = [];
    let idleRssMb = 0;
    for (let run = 0; run < 3; run++) {
      const server = await spawnPublia({ DATA_DIR: dataDir }, port);
      restartMs.push(server.readyMs);
      if (run === 2) {
        // Idle: let start-up garbage settle and the queue's timers run a few times.
        await new Promise((resolve) => setTimeout(resolve, 15_000));
        idleRssMb = rssMb(server.child.pid!);
      }
      await server.stop();
    }
    return { firstStartMs, restartMs, restartMedianMs: median(restartMs), idleRssMb };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
