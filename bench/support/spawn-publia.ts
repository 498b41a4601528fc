import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface Running {
  child: ChildProcess;
  url: string;
  /** From spawn to the first healthy /api/health answer. */
  readyMs: number;
  stop(): Promise<void>;
}

/**
 * Starts the server as `npm start` does (after the build), and waits for a healthy health check.
 * BENCH_SERVER_ENTRY names another build of it (a bundle made elsewhere while apps/server/dist is in use).
 */
export async function spawnPublia(env: Record<string, string>, port: number): Promise<Running> {
  const started = performance.now();
  const child = spawn(process.execPath, [process.env.BENCH_SERVER_ENTRY ?? 'apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', SANDBOX_CONTROLS: 'true', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`le serveur s'est arrêté (code ${code})`))));
  const ready = (async () => {
    for (;;) {
      try {
        const response = await fetch(`${url}/api/health`);
        if (response.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  const readyMs = await Promise.race([ready, exited]);
  return {
    child,
    url,
    readyMs,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Resident memory of a process, from /proc (Linux). */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
