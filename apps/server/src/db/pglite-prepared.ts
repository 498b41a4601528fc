import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;
const quiet = { syncToFs: false };

/** The parameter types of each statement prepared, per database (a statement lasts as long as its database is open). */
const preparedTypes = new WeakMap<PGlite, Map<string, number[]>>();

/**
 * One statement on PGlite as a named prepared statement, parsed and planned once: PGlite's `query()`
 * parses, describes and plans its text again at every call, a quarter of a history page's time. The
 * messages are PostgreSQL's extended protocol, sent as `query()` sends them (bind, describe, execute,
 * sync), under the same locks, so no other statement or transaction interleaves. `name` must always
 * go with the same `text`.
 */
export async function preparedQuery<T>(pglite: PGlite, name: string, text: string, params: unknown[]): Promise<Results<T>> {
  let known = preparedTypes.get(pglite);
  if (!known) preparedTypes.set(pglite, (known = new Map()));
  const statements = known;
  // oxlint-disable-next-line no-underscore-dangle -- the lock `query()` itself takes (waiting for any open transaction); PGlite names it so
  return pglite._runExclusiveTransaction(() =>
    pglite.runExclusive(async () => {
      const messages: Parameters<typeof parse.parseResults>[0] = [];
      try {
        let types = statements.get(name);
        if (!types) {
          // A statement left half-prepared by an earlier failure is closed first (closing an unknown one is no error).
          await pglite.execProtocol(serialize.close({ type: 'S', name }), quiet);
          await pglite.execProtocol(serialize.parse({ name, text }), quiet);
          types = parse.parseDescribeStatementResults((await pglite.execProtocol(serialize.describe({ type: 'S', name }), quiet)).messages);
          statements.set(name, types);
        }
        const values = params.map((value, index) => {
          if (value === null || value === undefined) return null;
          const serializer = pglite.serializers[types[index] ?? 0];
          return serializer ? serializer(value) : String(value);
        });
        for (const message of [serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({})]) {
          messages.push(...(await pglite.execProtocol(message, quiet)).messages);
        }
      } finally {
        messages.push(...(await pglite.execProtocol(serialize.sync(), quiet)).messages);
      }
      await pglite.syncToFs();
      return parse.parseResults(messages, pglite.parsers)[0] as Results<T>;
    }),
  );
}
