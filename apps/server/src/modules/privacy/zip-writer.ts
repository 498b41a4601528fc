import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Storage } from '../../storage/index.ts';

export interface ZipWriter {
  /** Adds a file: compressed (text), or stored as it is (photos and videos are compressed already). */
  add(name: string, bytes: Uint8Array, compress: boolean): Promise<void>;
  /** Ends the archive and waits until the storage holds it; its size in bytes. */
  finish(): Promise<number>;
  /** Gives up: the storage's write is aborted. */
  abort(error: Error): void;
}

/**
 * A ZIP written into the storage as it is made, file by file: the archive of a workspace with many
 * videos is never held whole in memory (each file is, once, while it is added), and the writer waits
 * for the storage to drain what it was given before adding the next file.
 */
export function zipIntoStorage(storage: Storage, key: string): ZipWriter {
  const stream = new PassThrough();
  // The storage's own failure comes back through `stored`; a write after it must not crash the process.
  stream.on('error', () => {});
  let size = 0;
  let failure: Error | null = null;
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      failure = error;
      stream.destroy(error);
      return;
    }
    size += chunk.length;
    stream.write(chunk);
    if (final) stream.end();
  });
  // Started at once so the storage reads while the archive grows; its failure is kept for `finish`.
  const stored = storage.put(key, stream, 'application/zip').then(
    () => null,
    (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
  );

  return {
    async add(name, bytes, compress) {
      if (failure) throw failure;
      if (stream.destroyed) throw (await stored) ?? new Error('écriture du ZIP interrompue');
      const file = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
      zip.add(file);
      file.push(bytes, true);
      if (stream.writableNeedDrain) await Promise.race([once(stream, 'drain'), once(stream, 'close')]);
      if (failure) throw failure;
    },
    async finish() {
      zip.end();
      const error = (await stored) ?? failure;
      if (error) throw error;
      return size;
    },
    abort(error) {
      zip.terminate();
      stream.destroy(error);
    },
  };
}
