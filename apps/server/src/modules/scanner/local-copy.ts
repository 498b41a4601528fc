import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AppContext } from '../../core/context/app-context.ts';
import { ScannerJobError } from './job-errors.ts';

/** A working directory of the job, removed whatever happens (no temporary file left behind). */
export async function inWorkDir<T>(run: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'publia-scanner-'));
  try {
    return await run(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The stored file copied into the work directory: ffmpeg reads a path, the storage may be S3. */
export async function copyFromStorage(ctx: AppContext, key: string, dir: string, name: string): Promise<string> {
  let bytes: Buffer | null;
  try {
    bytes = await ctx.storage.get(key);
  } catch (error) {
    ctx.logger.error({ err: error, key }, 'scanner : fichier illisible dans le stockage');
    throw new ScannerJobError('scanner.error.storage');
  }
  if (!bytes) throw new ScannerJobError('scanner.error.notFound');
  const file = path.join(dir, name);
  await writeFile(file, bytes);
  return file;
}
