import type { Readable } from 'node:stream';

export interface StoredFile {
  size: number;
  /** The bytes from `start` to `end` inclusive, or all of them. */
  read(range?: { start: number; end: number }): Readable;
}

/** Where media bytes live: a directory of DATA_DIR by default, an S3-compatible bucket at scale. */
export interface Storage {
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** The stored bytes, or null when the key holds nothing. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /**
   * The file's size and a reader of all or part of it, without holding it in memory (a 100 MB video
   * played with range requests); null when the key holds nothing. A store that cannot, leaves it out.
   */
  open?(key: string): Promise<StoredFile | null>;
  /** The address networks and browsers fetch the file from. */
  publicUrl(key: string): string;
  /** The key behind one of our public URLs, or null when the URL is not one of ours. */
  keyFromUrl(url: string): string | null;
}

/** A store that could not be reached or refused a call; the upload answers it in French. */
export class StorageError extends Error {}
