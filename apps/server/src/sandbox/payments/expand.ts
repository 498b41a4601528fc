import type { Db } from '../../db/client.ts';
import { present } from './objects.ts';
import { load, type RecordKind } from './store.ts';

/** The kind of object an id names, from its prefix, as `expand` finds it. */
const KINDS: [string, RecordKind][] = [
  ['in_', 'invoice'],
  ['pm_', 'payment_method'],
  ['seti_', 'setup_intent'],
  ['cus_', 'customer'],
  ['sub_', 'subscription'],
  ['cs_', 'checkout_session'],
];

const kindOf = (id: string) => KINDS.find(([prefix]) => id.startsWith(prefix))?.[1] ?? null;

type Node = Record<string, unknown>;

/** The id at this place replaced by its object (when it names one the sandbox keeps). */
async function objectFor(db: Db, value: unknown): Promise<unknown> {
  const kind = typeof value === 'string' ? kindOf(value) : null;
  const found = kind ? await load<object>(db, kind, value as string) : null;
  return found ? present(found) : value;
}

async function expandPath(db: Db, node: unknown, path: string[]): Promise<void> {
  const [head, ...rest] = path;
  if (!head || !node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) await expandPath(db, item, path);
    return;
  }
  const object = node as Node;
  object[head] = await objectFor(db, object[head]);
  if (rest.length > 0) await expandPath(db, object[head], rest);
}

/**
 * The object as Stripe answers it, with the ids named by `expand` (`latest_invoice`,
 * `data.default_payment_method`, `invoice_settings.default_payment_method`) replaced by their
 * objects. A path that names nothing expandable is left as it is.
 */
export async function answerOf<T extends object>(db: Db, object: T, expand: readonly string[] = []): Promise<T> {
  const copy = structuredClone(present(object));
  for (const path of expand) await expandPath(db, copy, path.split('.'));
  return copy;
}

/** Stripe's list: `{ object: 'list', data, has_more, url }`, each item answered as alone. */
export async function listOf<T extends object>(db: Db, url: string, items: T[], limit: number, expand: readonly string[] = []) {
  const data = await Promise.all(
    items.slice(0, limit).map((item) =>
      answerOf(
        db,
        item,
        expand.map((path) => path.replace(/^data\./, '')),
      ),
    ),
  );
  return { object: 'list' as const, data, has_more: items.length > limit, url };
}
