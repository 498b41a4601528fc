import fs from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { preparedQuery } from '../pglite-prepared.ts';
import { toThreadError, type ThreadAnswer, type ThreadOptions, type ThreadReady, type ThreadRequest } from './protocol.ts';

/**
 * The embedded database's own thread: PGlite runs here, so that its work (WebAssembly, reading and
 * writing rows) uses the machine's second core instead of the one answering HTTP. Requests are handled
 * as they come, never one after the other: a statement of an open transaction must be able to run
 * while others wait for that transaction to end (PGlite itself keeps that order).
 */
const port = parentPort!;
const options = workerData as ThreadOptions;
const identity = (value: string) => value;
const transactions = new Map<number, { tx: Transaction; end: (decision: { commit: boolean; id: number }) => void }>();
let lastTransaction = 0;

const answer = (message: ThreadAnswer) => port.postMessage(message);
const fail = (id: number, error: unknown) => answer({ id, ok: false, error: toThreadError(error) });

function target(tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return pglite;
  const open = transactions.get(tx);
  if (!open) throw new Error('Transaction is closed');
  return open.tx;
}

function begin(id: number): void {
  let endId: number | undefined;
  pglite
    .transaction(async (tx) => {
      const number = ++lastTransaction;
      const decision = new Promise<{ commit: boolean; id: number }>((end) => transactions.set(number, { tx, end }));
      answer({ id, ok: true, value: number });
      const { commit, id: end } = await decision;
      endId = end;
      transactions.delete(number);
      if (!commit) await tx.rollback();
    })
    .then(
      () => answer({ id: endId!, ok: true, value: null }),
      (error: unknown) => fail(endId ?? id, error),
    );
}

async function handle(request: ThreadRequest): Promise<unknown> {
  switch (request.kind) {
    case 'query': {
      const parsers = Object.fromEntries(request.rawTypes.map((type) => [type, identity]));
      const result = await target(request.tx).query(request.text, request.params, { rowMode: request.rowMode, parsers });
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'prepared': {
      const result = await preparedQuery(pglite, request.name, request.text, request.params);
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'exec':
      return (await target(request.tx).exec(request.text)).map((result) => ({ rows: result.rows, fields: result.fields, affectedRows: result.affectedRows }));
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error('Transaction is closed');
      open.end({ commit: request.commit, id: request.id });
      return undefined;
    }
    case 'dump':
      return await pglite.dumpDataDir('none');
    case 'close':
      await pglite.close();
      return null;
    default:
      throw new Error('Unknown request');
  }
}

port.on('message', (request: ThreadRequest) => {
  if (request.kind === 'begin') return begin(request.id);
  handle(request).then(
    // `end` answers once the transaction has committed or rolled back (in begin()).
    (value) => request.kind !== 'end' && answer({ id: request.id, ok: true, value }),
    (error: unknown) => fail(request.id, error),
  );
});

let pglite: PGlite;

// Not awaited at the top level: from the sources, this file runs compiled as CommonJS.
void (async () => {
  try {
    await fs.mkdir(options.dataDir, { recursive: true });
    // PGlite's default of 128 MB is most of its memory; a small embedded database needs far less.
    pglite = await PGlite.create({ dataDir: options.dataDir, postgresqlconf: `shared_buffers = ${options.sharedBuffersMb}MB` });
    port.postMessage({ ready: true } satisfies ThreadReady);
  } catch (error) {
    port.postMessage({ ready: false, error: toThreadError(error) } satisfies ThreadReady);
  }
})();
