import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * The file a worker (thread or process) runs: the built server runs its bundle beside dist/main.js
 * (`built`); from the sources, tsx runs the TypeScript (`source`).
 */
export function workerEntry(built: URL, source: URL): { file: string; execArgv: string[] } {
  const builtFile = fileURLToPath(built);
  if (fs.existsSync(builtFile)) return { file: builtFile, execArgv: ['--enable-source-maps'] };
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { file: fileURLToPath(source), execArgv: ['--import', tsx] };
}

/**
 * Starts a worker thread on `built` (the bundle beside dist/main.js) or, from the sources, on the
 * TypeScript `source`, compiled by tsx in that thread.
 */
export function startThread(built: URL, source: URL, options: WorkerOptions): Worker {
  const builtFile = fileURLToPath(built);
  if (fs.existsSync(builtFile)) return new Worker(builtFile, options);
  // Node 20 does not apply a module loader to a thread: tsx's require hook compiles the entry and its
  // imports as CommonJS instead (so the entry must not await at its top level).
  const tsx = createRequire(import.meta.url).resolve('tsx/cjs');
  const code = `require(${JSON.stringify(tsx)}); require(${JSON.stringify(fileURLToPath(source))});`;
  return new Worker(code, { ...options, eval: true });
}
