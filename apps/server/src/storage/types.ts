import type { Readable } from 'node:stream';

/** Where media bytes live: a directory of DATA_DIR by default, an S3-compatible bucket at scale. */
export interface Storage {
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** The stored bytes, or null when the key holds nothing. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** The address networks and browsers fetch the file from. */
  publicUrl(key: string): string;
  /** The key behind one of our public URLs, or null when the URL is not one of ours. */
  keyFromUrl(url: string): string | null;
}

/** A store that could not be reached or refused a call; the upload answers it in French. */
export class StorageError extends Error {}
