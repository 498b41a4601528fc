import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countGraphemes, utf8Length } from '@publia/shared';

/**
 * A validator of the lexicon types Publia's Bluesky exchanges use (object, string with its
 * lengths, graphemes and formats, integer, boolean, array, ref, union, blob, bytes, cid-link,
 * unknown), reading the lexicon files of `apps/server/contracts/bluesky-lexicons`. A reference to a
 * lexicon not copied there is not checked (the problems name what was checked only).
 */

type Schema = Record<string, unknown> & { type?: string };
type Doc = { id: string; defs: Record<string, Schema> };

const ROOT = fileURLToPath(new URL('../../../contracts/bluesky-lexicons', import.meta.url));

function loadAll(dir: string, into: Map<string, Doc>) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) loadAll(path, into);
    else if (name.endsWith('.json') && !name.startsWith('LICENSE')) {
      const doc = JSON.parse(readFileSync(path, 'utf8')) as Doc;
      into.set(doc.id, doc);
    }
  }
  return into;
}

const DOCS = loadAll(ROOT, new Map());

const FORMATS: Record<string, RegExp> = {
  datetime: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/,
  'at-uri': /^at:\/\/[^\s/]+(\/[a-zA-Z0-9.-]+(\/[A-Za-z0-9._:~-]+)?)?$/,
  did: /^did:[a-z]+:[A-Za-z0-9._:%-]+$/,
  handle: /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$/i,
  'at-identifier': /^(did:[a-z]+:[A-Za-z0-9._:%-]+|([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?)$/i,
  uri: /^[a-z][a-z0-9+.-]*:\S+$/i,
  cid: /^[a-zA-Z0-9+=]{8,}$/,
  language: /^[a-z]{2,3}(-[A-Za-z0-9]{1,8})*$/i,
  nsid: /^[a-zA-Z]([a-zA-Z0-9-]*\.){2,}[a-zA-Z][a-zA-Z0-9]*$/,
  'record-key': /^[A-Za-z0-9._:~-]{1,512}$/,
  tid: /^[234567abcdefghij][234567abcdefghijklmnopqrstuvwxyz]{12}$/,
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `nsid#name`, `#name` (in `doc`) or `nsid` (its main) as its definition, null when not copied. */
function resolve(ref: string, doc: Doc): { schema: Schema; doc: Doc; name: string } | null {
  const [id, name = 'main'] = ref.startsWith('#') ? [doc.id, ref.slice(1)] : ref.split('#');
  const target = DOCS.get(id!);
  const schema = target?.defs[name];
  return target && schema ? { schema, doc: target, name: name === 'main' ? id! : `${id}#${name}` } : null;
}

function check(schema: Schema, value: unknown, doc: Doc, path: string, problems: string[]): void {
  const fail = (message: string) => problems.push(`${path}: ${message}`);
  switch (schema.type) {
    case 'record':
      return check(schema.record as Schema, value, doc, path, problems);
    case 'object': {
      if (!isObject(value)) return void fail('must be an object');
      const nullable = (schema.nullable as string[] | undefined) ?? [];
      for (const key of (schema.required as string[] | undefined) ?? []) if (value[key] === undefined) fail(`must have the property "${key}"`);
      for (const [key, property] of Object.entries((schema.properties as Record<string, Schema> | undefined) ?? {})) {
        const item = value[key];
        if (item === undefined || (item === null && nullable.includes(key))) continue;
        check(property, item, doc, `${path}/${key}`, problems);
      }
      return;
    }
    case 'string': {
      if (typeof value !== 'string') return void fail('must be a string');
      if (typeof schema.maxLength === 'number' && utf8Length(value) > schema.maxLength) fail(`must not be longer than ${schema.maxLength} bytes`);
      if (typeof schema.minLength === 'number' && utf8Length(value) < schema.minLength) fail(`must not be shorter than ${schema.minLength} bytes`);
      if (typeof schema.maxGraphemes === 'number' && countGraphemes(value) > schema.maxGraphemes) fail(`must not be longer than ${schema.maxGraphemes} graphemes`);
      if (typeof schema.format === 'string' && FORMATS[schema.format] && !FORMATS[schema.format]!.test(value)) fail(`must be a valid ${schema.format}`);
      if (Array.isArray(schema.enum) && !schema.enum.includes(value)) fail(`must be one of ${schema.enum.join(', ')}`);
      if (schema.const !== undefined && value !== schema.const) fail(`must be ${String(schema.const)}`);
      return;
    }
    case 'integer':
      if (!Number.isInteger(value)) return void fail('must be an integer');
      if (typeof schema.minimum === 'number' && (value as number) < schema.minimum) fail(`must be at least ${schema.minimum}`);
      if (typeof schema.maximum === 'number' && (value as number) > schema.maximum) fail(`must be at most ${schema.maximum}`);
      return;
    case 'boolean':
      if (typeof value !== 'boolean') fail('must be a boolean');
      return;
    case 'array': {
      if (!Array.isArray(value)) return void fail('must be an array');
      if (typeof schema.maxLength === 'number' && value.length > schema.maxLength) fail(`must not have more than ${schema.maxLength} elements`);
      if (typeof schema.minLength === 'number' && value.length < schema.minLength) fail(`must not have fewer than ${schema.minLength} elements`);
      value.forEach((item, index) => check(schema.items as Schema, item, doc, `${path}/${index}`, problems));
      return;
    }
    case 'ref': {
      const target = resolve(schema.ref as string, doc);
      if (target) check(target.schema, value, target.doc, path, problems);
      return;
    }
    case 'union': {
      if (!isObject(value) || typeof value.$type !== 'string') return void fail('must be an object with a $type');
      const refs = (schema.refs as string[]).map((ref) => resolve(ref, doc) ?? { name: ref.startsWith('#') ? `${doc.id}${ref}` : ref.replace(/#main$/, ''), schema: null, doc });
      const type = value.$type.replace(/#main$/, '');
      const match = refs.find((ref) => ref.name === type);
      if (!match) {
        if (schema.closed) fail(`$type ${value.$type} is not one of ${refs.map((ref) => ref.name).join(', ')}`);
        return;
      }
      if (match.schema) check(match.schema, value, match.doc, path, problems);
      return;
    }
    case 'blob': {
      if (
        !isObject(value) ||
        value.$type !== 'blob' ||
        !isObject(value.ref) ||
        typeof value.ref.$link !== 'string' ||
        typeof value.mimeType !== 'string' ||
        !Number.isInteger(value.size)
      ) {
        return void fail('must be a blob ref');
      }
      const accept = (schema.accept as string[] | undefined) ?? ['*/*'];
      const mimeType = value.mimeType;
      if (!accept.some((pattern) => pattern === '*/*' || pattern === mimeType || (pattern.endsWith('/*') && mimeType.startsWith(pattern.slice(0, -1)))))
        fail(`has a refused type ${mimeType}`);
      if (typeof schema.maxSize === 'number' && (value.size as number) > schema.maxSize) fail(`is larger than ${schema.maxSize} bytes`);
      return;
    }
    case 'bytes':
      if (!isObject(value) || typeof value.$bytes !== 'string') fail('must be bytes');
      return;
    case 'cid-link':
      if (!isObject(value) || typeof value.$link !== 'string') fail('must be a cid-link');
      return;
    case 'unknown':
      if (!isObject(value)) fail('must be an object');
      return;
    case 'token':
      if (typeof value !== 'string') fail('must be a string');
      return;
    default:
      return;
  }
}

/** What breaks the lexicon `nsid` (a record, or a query or procedure's output when `part` says so). */
export function lexiconProblems(nsid: string, value: unknown, part: 'main' | 'input' | 'output' = 'main'): string[] {
  const doc = DOCS.get(nsid);
  const main = doc?.defs.main;
  if (!doc || !main) return [`${nsid}: no such lexicon in apps/server/contracts/bluesky-lexicons`];
  const schema = part === 'main' ? main : ((main[part] as { schema?: Schema } | undefined)?.schema ?? null);
  if (!schema) return [];
  const problems: string[] = [];
  check(schema, value, doc, nsid, problems);
  return problems;
}

/** Every XRPC exchange recorded, checked: the procedures' input and each success's output against their lexicons. */
export function exchangeProblems(
  exchanges: readonly { method: string; url: URL; requestBody: unknown; status?: number; responseBody?: unknown; requestContentType: string }[],
): string[] {
  return exchanges.flatMap((exchange) => {
    const nsid = exchange.url.pathname.match(/\/xrpc\/([a-zA-Z0-9.]+)$/)?.[1];
    if (!nsid || !DOCS.has(nsid)) return [];
    const input = exchange.method === 'POST' && exchange.requestContentType.includes('json') ? lexiconProblems(nsid, exchange.requestBody, 'input') : [];
    const output =
      exchange.status === 200 && exchange.responseBody !== null && typeof exchange.responseBody === 'object' ? lexiconProblems(nsid, exchange.responseBody, 'output') : [];
    return [...input, ...output];
  });
}
