/**
 * What the server's thread asks the embedded database's thread (worker.ts) and what it answers: one
 * numbered request, one answer carrying the same number. A statement sent with `tx` runs inside that
 * open transaction; without it, it waits for any open transaction to end, as on PGlite itself.
 */
export type ThreadRequest =
  | { id: number; kind: 'query'; text: string; params: unknown[]; rowMode: 'array' | 'object'; rawTypes: number[]; tx?: number }
  | { id: number; kind: 'prepared'; name: string; text: string; params: unknown[] }
  | { id: number; kind: 'exec'; text: string; tx?: number }
  | { id: number; kind: 'begin' }
  | { id: number; kind: 'end'; tx: number; commit: boolean }
  | { id: number; kind: 'dump' }
  | { id: number; kind: 'close' };

/** A database error as it crosses threads: its message and its fields (`code`, `constraint`, `detail`…). */
export interface ThreadError {
  message: string;
  fields: Record<string, string | number | boolean>;
}

export type ThreadAnswer = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ThreadError };

/** What the thread is started with. */
export interface ThreadOptions {
  dataDir: string;
  sharedBuffersMb: number;
}

/** The first message of the thread: the database is open (or could not be). */
export type ThreadReady = { ready: true } | { ready: false; error: ThreadError };

export function toThreadError(error: unknown): ThreadError {
  const fields: ThreadError['fields'] = {};
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[key] = value;
    }
  }
  return { message: error instanceof Error ? error.message : String(error), fields };
}

/** The error again, with the same message and fields, so that callers reading `code` see no difference. */
export function fromThreadError(error: ThreadError): Error {
  return Object.assign(new Error(error.message), error.fields);
}
