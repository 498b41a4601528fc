import path from 'node:path';
import type { Config } from '../config.ts';
import { localStorage } from './local.ts';
import { s3Storage } from './s3.ts';
import type { Storage } from './types.ts';

export type { Storage } from './types.ts';
export { StorageError } from './types.ts';

const built = new WeakMap<Config, Storage>();

/** The media store the configuration names, built once per configuration (no AppContext field needed). */
export function storageFor(config: Config): Storage {
  let storage = built.get(config);
  if (!storage) {
    storage = config.s3 ? s3Storage(config.s3) : localStorage(path.join(config.dataDir, 'media'), config.publicUrl);
    built.set(config, storage);
  }
  return storage;
}
