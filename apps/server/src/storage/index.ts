import path from 'node:path';
import type { Config } from '../config.ts';
import { localStorage } from './local.ts';
import { s3Storage } from './s3.ts';
import type { Storage } from './types.ts';

export type { Storage, StoredFile } from './types.ts';
export { StorageError } from './types.ts';

/** The media store the configuration names: an S3-compatible bucket, or `DATA_DIR/media`. */
export function createStorage(config: Config): Storage {
  return config.s3 ? s3Storage(config.s3) : localStorage(path.join(config.dataDir, 'media'), config.publicUrl);
}
