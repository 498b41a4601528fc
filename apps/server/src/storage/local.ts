import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isMediaKey } from './keys.ts';
import { StorageError, type Storage } from './types.ts';

/**
 * Files under `DATA_DIR/media`, served by the app at `{PUBLIC_URL}/media/{key}`. A file is written
 * beside its place and renamed into it, so a reader never sees half a file.
 */
export function localStorage(root: string, publicUrl: string): Storage {
  const prefix = `${publicUrl}/media/`;
  const fileOf = (key: string) => {
    if (!isMediaKey(key)) throw new StorageError(`clé de média invalide : ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, body, _contentType) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.partial`;
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(partial));
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw new StorageError(error instanceof Error ? error.message : String(error));
      }
    },
    async get(key) {
      if (!isMediaKey(key)) return null;
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async open(key) {
      if (!isMediaKey(key)) return null;
      const file = fileOf(key);
      try {
        const { size } = await stat(file);
        return { size, read: (range) => createReadStream(file, range ?? {}) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    publicUrl: (key) => `${prefix}${key}`,
    keyFromUrl(url) {
      if (!url.startsWith(prefix)) return null;
      const key = url.slice(prefix.length);
      return isMediaKey(key) ? key : null;
    },
  };
}
