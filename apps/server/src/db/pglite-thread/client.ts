import type { Results } from '@electric-sql/pglite';
import { startThread } from '../../lib/worker-entry.ts';
import { fromThreadError, type ThreadAnswer, type ThreadOptions, type ThreadReady, type ThreadRequest } from './protocol.ts';

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, (value: string, type: number) => unknown> };

/** What the server asks of an embedded database, on its own thread or not: the part of PGlite's API that Drizzle and pg-boss call. */
export interface PgliteSession {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Array<Results>>;
}

export interface PgliteClient extends PgliteSession {
  transaction<T>(callback: (tx: PgliteSession & { rollback(): Promise<void>; closed: boolean }) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface ThreadedPglite extends PgliteClient {
  /** A statement prepared once under `name` in the database's thread (`preparedQuery`), outside any transaction. */
  prepared<T>(name: string, text: string, params: unknown[]): Promise<Results<T>>;
  /** The whole data directory as a file (PGlite's dump), for backups and tests. */
  dumpDataDir(compression: 'none'): Promise<Blob>;
}

type Request = ThreadRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/**
 * Drizzle hands PGlite a parser per type to keep instants, dates and intervals as PostgreSQL's text;
 * a function cannot cross threads, so the types whose text must stay as it is go by number.
 */
function rawTypes(parsers: QueryOptions['parsers']): number[] {
  if (!parsers) return [];
  return Object.entries(parsers).map(([type, parse]) => {
    if (parse('text', Number(type)) !== 'text') throw new Error(`Parser for type ${type} is not supported across threads`);
    return Number(type);
  });
}

/**
 * Opens the embedded database in a worker thread (worker.ts) and answers as PGlite would: the
 * server's thread only sends statements and receives rows, while PGlite's own work runs on the other
 * core. Stops with `close()`, which closes the database cleanly (its files flushed) before the thread ends.
 */
export async function openPgliteThread(options: ThreadOptions): Promise<ThreadedPglite> {
  const worker = startThread(new URL('./pglite-worker.js', import.meta.url), new URL('./worker.ts', import.meta.url), { workerData: options });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let lastId = 0;
  let stopped: Error | undefined;

  await new Promise<void>((resolve, reject) => {
    worker.once('message', (ready: ThreadReady) => (ready.ready ? resolve() : reject(fromThreadError(ready.error))));
    worker.once('error', reject);
  });
  worker.on('message', (message: ThreadAnswer) => {
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (message.ok) waiting.resolve(message.value);
    else waiting.reject(fromThreadError(message.error));
  });
  const stop = (error: Error) => {
    stopped ??= error;
    for (const waiting of pending.values()) waiting.reject(stopped);
    pending.clear();
  };
  worker.on('error', stop);
  worker.on('exit', () => stop(new Error('The embedded database has stopped')));

  const call = <T>(request: Request): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = ++lastId;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a thread's port, not a window
      worker.postMessage({ ...request, id });
    });
  };

  const session = (tx?: number): PgliteSession => ({
    query: <T>(text: string, params: unknown[] = [], queryOptions: QueryOptions = {}) =>
      call<Results<T>>({ kind: 'query', text, params, rowMode: queryOptions.rowMode ?? 'object', rawTypes: rawTypes(queryOptions.parsers), ...(tx === undefined ? {} : { tx }) }),
    exec: (text: string) => call<Array<Results>>({ kind: 'exec', text, ...(tx === undefined ? {} : { tx }) }),
  });

  return {
    ...session(),
    async transaction(callback) {
      const tx = await call<number>({ kind: 'begin' });
      const scoped = {
        ...session(tx),
        closed: false,
        async rollback() {
          scoped.closed = true;
          await call({ kind: 'end', tx, commit: false });
        },
      };
      let result;
      try {
        result = await callback(scoped);
      } catch (error) {
        if (!scoped.closed) await call({ kind: 'end', tx, commit: false }).catch(() => {});
        throw error;
      }
      if (!scoped.closed) await call({ kind: 'end', tx, commit: true });
      return result;
    },
    prepared: <T>(name: string, text: string, params: unknown[]) => call<Results<T>>({ kind: 'prepared', name, text, params }),
    dumpDataDir: () => call<Blob>({ kind: 'dump' }),
    async close() {
      if (stopped) return;
      await call({ kind: 'close' });
      stop(new Error('The embedded database is closed'));
      await worker.terminate();
    },
  };
}
