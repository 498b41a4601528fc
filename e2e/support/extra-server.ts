import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';

const root = path.resolve(import.meta.dirname, '../..');

export interface ExtraServer {
  baseURL: string;
  stop: () => Promise<void>;
}

/**
 * A second built Publia beside the one the configuration starts, with its own port, data directory
 * and environment: for a scenario that needs the instance configured otherwise (billing off). A
 * variable given as undefined is left unset (PUBLIC_URL, HOST: the defaults a first visit meets).
 */
export async function startExtraServer(env: Record<string, string | undefined>): Promise<ExtraServer> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'publia-e2e-extra-'));
  const merged: Record<string, string | undefined> = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: baseURL,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_MAX_PER_IP: '10000',
    SANDBOX_CONTROLS: 'true',
    ...env,
  };
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: root,
    env: Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined)),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });

  // Its start (the embedded database opened and migrated) takes 30 to 60 s on a busy two-core machine.
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`le second serveur s'est arrêté (${child.exitCode}) : ${errors}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`le second serveur n'a pas répondu en 150 s : ${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    baseURL,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
