import type { z } from 'zod';

/**
 * The malformed inputs of the fuzz pass (`fuzz-pass.test-support.ts`), and how a request is built from a route's
 * pattern: path parameters, query strings and bodies, each with ONE part malformed and the rest
 * valid-looking, so that the request reaches past the first refusal.
 */

/** An id that exists nowhere but has the right shape. */
export const SOME_ID = '00000000-0000-4000-8000-000000000000';
const MEGABYTE = 'a'.repeat(1_000_000);

export interface FuzzInput {
  /** What is malformed, as the failure report names it. */
  kind: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Malformed path segments and query values, written as they go into the URL (raw percent forms on purpose). */
export const MALFORMED_URL_VALUES: readonly [string, string][] = [
  ['NUL', '%00'],
  ['NUL encodé deux fois', '%2500'],
  ['1 Mo', MEGABYTE],
  ['emoji', encodeURIComponent('🎉🥖👩‍👩‍👧')],
  ['droite-à-gauche U+202E', encodeURIComponent('\u202Egpj.exe')],
  ['caractère de contrôle ESC', '%1B%5B31m'],
  ['../../etc/passwd encodé', encodeURIComponent('../../etc/passwd')],
  ['../../etc/passwd brut', '../../etc/passwd'],
  ['-1', '-1'],
  ['1e309', '1e309'],
  ['9999999999999999999999', '9999999999999999999999'],
  ['NaN', 'NaN'],
  ['__proto__', '__proto__'],
  ['constructor', 'constructor'],
  ['vide', ''],
  ['pourcentage invalide %E0%A4%A', '%E0%A4%A'],
  ['pourcentage seul', '%'],
  ['UTF-8 invalide', '%FF%FE'],
  ['demi-caractère UTF-16 en UTF-8', '%ED%A0%80'],
  ['uuid presque', '00000000-0000-4000-8000-00000000000g'],
  ['uuid sans tirets', '00000000000040008000000000000000'],
  ['uuid suivi d’un espace', `${SOME_ID}%20`],
  ['injection SQL', encodeURIComponent("1' OR '1'='1")],
];

/** Malformed values of one body field, as raw JSON text (so that `1e309`, `-0` and `__proto__` keys reach the parser). */
export const MALFORMED_JSON_VALUES: readonly [string, string][] = [
  ['1 Mo', JSON.stringify(MEGABYTE)],
  ['NUL', '"a\\u0000b"'],
  ['emoji', '"🎉🥖👩‍👩‍👧"'],
  ['droite-à-gauche U+202E', '"\\u202Egpj.exe"'],
  ['demi-caractère UTF-16 isolé', '"a\\ud800b"'],
  ['nombre énorme', '1e308'],
  ['1e309 (Infinity)', '1e309'],
  ['9999999999999999999999', '9999999999999999999999'],
  ['négatif', '-1'],
  ['-0', '-0'],
  ['décimal', '0.5'],
  ['"NaN"', '"NaN"'],
  ['booléen', 'true'],
  ['null', 'null'],
  ['liste mêlée', '[1,"a",null,{}]'],
  ['objet vide', '{}'],
  ['objet __proto__', '{"__proto__":{"admin":true}}'],
  ['objet constructor', '{"constructor":{"prototype":{"admin":true}}}'],
  ['objet profond de 5 000 niveaux', deepObject(5_000)],
  ['chaîne vide', '""'],
  ['../../etc/passwd', '"../../etc/passwd"'],
  ['date impossible', '"2026-02-30T25:61:00+99:00"'],
  ['injection SQL', `"1' OR '1'='1"`],
];

function deepObject(levels: number): string {
  return `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
}

const JSON_TYPE = { 'content-type': 'application/json' };

/** Whole bodies that are not the object a route expects, and bodies of another content type. */
export function malformedBodies(sampleJson: string): [string, Record<string, string>, string | Buffer][] {
  const withKey = (key: string) => (sampleJson === '{}' ? `{"${key}":{"admin":true}}` : `{"${key}":{"admin":true},${sampleJson.slice(1)}`);
  return [
    ['corps : liste', JSON_TYPE, '[]'],
    ['corps : liste d’objets', JSON_TYPE, `[${sampleJson}]`],
    ['corps : chaîne', JSON_TYPE, '"texte"'],
    ['corps : nombre', JSON_TYPE, '42'],
    ['corps : null', JSON_TYPE, 'null'],
    ['corps : true', JSON_TYPE, 'true'],
    ['corps : clé __proto__', JSON_TYPE, withKey('__proto__')],
    ['corps : clé constructor', JSON_TYPE, withKey('constructor')],
    ['corps : clé prototype', JSON_TYPE, withKey('prototype')],
    ['corps : objet profond de 5 000 niveaux', JSON_TYPE, deepObject(5_000)],
    ['corps : liste profonde de 100 000 niveaux', JSON_TYPE, `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
    ['corps : plus de 1 Mio', JSON_TYPE, JSON.stringify({ a: 'a'.repeat(1_100_000) })],
    ['JSON invalide', JSON_TYPE, '{"a":'],
    ['JSON entre apostrophes', JSON_TYPE, "{'a':1}"],
    ['JSON vide', JSON_TYPE, ''],
    ['JSON précédé d’un BOM', JSON_TYPE, `\uFEFF${sampleJson}`],
    ['octets qui ne sont pas de l’UTF-8', JSON_TYPE, Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])],
    ['JSON en UTF-16', { 'content-type': 'application/json; charset=utf-16' }, sampleJson],
    ['text/plain', { 'content-type': 'text/plain' }, 'bonjour'],
    ['application/xml', { 'content-type': 'application/xml' }, '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>'],
    ['multipart sans fichier', { 'content-type': 'multipart/form-data; boundary=fuzz' }, '--fuzz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--fuzz--\r\n'],
    ['multipart illisible', { 'content-type': 'multipart/form-data; boundary=fuzz' }, Buffer.from([0, 255, 13, 10, 45, 45, 0, 1])],
    [
      'multipart : champ __proto__ et fichier vide',
      { 'content-type': 'multipart/form-data; boundary=fuzz' },
      '--fuzz\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n{"admin":true}\r\n--fuzz\r\nContent-Disposition: form-data; name="file"; filename="\u202Egnp.exe"\r\nContent-Type: image/png\r\n\r\n\r\n--fuzz--\r\n',
    ],
    [
      'multipart : PNG tronqué',
      { 'content-type': 'multipart/form-data; boundary=fuzz' },
      Buffer.concat([
        Buffer.from('--fuzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n'),
        Buffer.from('89504e470d0a1a0a0000000d49484452ffffffffffffffff', 'hex'),
        Buffer.from('\r\n--fuzz--\r\n'),
      ]),
    ],
    [
      'multipart : SVG à entité externe',
      { 'content-type': 'multipart/form-data; boundary=fuzz' },
      '--fuzz\r\nContent-Disposition: form-data; name="file"; filename="a.svg"\r\nContent-Type: image/svg+xml\r\n\r\n<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd"><!ENTITY a "&x;&x;&x;&x;">]><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&a;</text></svg>\r\n--fuzz--\r\n',
    ],
    ['multipart sans frontière', { 'content-type': 'multipart/form-data' }, sampleJson],
    ['x-www-form-urlencoded', { 'content-type': 'application/x-www-form-urlencoded' }, 'a=1&__proto__[admin]=1'],
    ['type de contenu malformé', { 'content-type': ';;;/' }, sampleJson],
    ['type de contenu inventé', { 'content-type': 'application/x-publia' }, sampleJson],
  ];
}

/** Headers a browser would not send: a session cookie or a CSRF token that cannot be read. */
export const MALFORMED_HEADERS: readonly [string, Record<string, string>][] = [
  ['cookie de session mal encodé', { cookie: 'publia_session=%E0%A4%A' }],
  ['cookie de session avec NUL', { cookie: 'publia_session=abc%00def' }],
  ['cookie de session de 4 Ko', { cookie: `publia_session=${'a'.repeat(4096)}` }],
  ['cookie de session en double', { cookie: 'publia_session=a; publia_session=b; __proto__=x' }],
  ['jeton CSRF de 4 Ko', { 'x-csrf-token': 'a'.repeat(4096) }],
];

/**
 * Index pairs over two lists (fields × malformed values): all of them with `every`; otherwise
 * `budget` pairs or more, so that each element of both lists comes at least once.
 */
export function pairs(left: number, right: number, every: boolean, budget: number): [number, number][] {
  if (!left || !right) return [];
  if (every) return Array.from({ length: left * right }, (_, i) => [i % left, Math.floor(i / left)]);
  return Array.from({ length: Math.max(left, right, budget) }, (_, i) => [i % left, i % right]);
}

/** Query strings that are not a flat map of single values. */
export const MALFORMED_QUERY_SHAPES = (key: string): [string, string][] => [
  ['requête : clé répétée (liste)', `${key}=1&${key}=2`],
  ['requête : clé imbriquée', `${key}[b]=1`],
  ['requête : __proto__', '__proto__[admin]=1&__proto__=1'],
  ['requête : constructor', 'constructor[prototype][admin]=1'],
  ['requête : clés sans valeur', `&&&=&${key}`],
  ['requête : clé de 1 Mo', `${MEGABYTE}=1`],
];

type Def = {
  type: string;
  format?: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
};
const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def;

/** A strict object schema: what the shared package exports for a request's body or query. */
export const isInputSchema = (value: unknown): value is z.ZodObject => {
  const def = (value as { def?: { type?: string; catchall?: { def?: { type?: string } } } } | null)?.def;
  return def?.type === 'object' && def.catchall?.def?.type === 'never';
};

/** Values that pass the shared schemas' refinements where a generic string would not. */
const BY_FIELD: Record<string, unknown> = {
  timeZone: 'Europe/Paris',
  scheduledFor: '2099-05-01T09:00:00+02:00',
  password: 'motdepasse-solide',
};

/**
 * A valid-looking value for `schema`, one element per list. `full`: every optional field present
 * (to find the paths to malform); otherwise the required fields only (a body that passes the
 * schema without naming a media or a post that does not exist).
 */
export function sampleOf(schema: z.ZodType, full = false, key = ''): unknown {
  if (key in BY_FIELD) return BY_FIELD[key];
  const def = defOf(schema);
  const sample = (child: z.ZodType | undefined, name = key) => (child ? sampleOf(child, full, name) : null);
  switch (def.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape ?? {})
          .filter(([, child]) => full || !OPTIONAL.has(defOf(child).type))
          .map(([name, child]) => [name, sample(child, name)]),
      );
    case 'string':
      if (def.format === 'email') return `fuzz.${Date.now()}@exemple.fr`;
      if (def.format === 'uuid' || def.format === 'guid') return SOME_ID;
      if (def.format === 'url') return 'https://exemple.fr/page';
      if (def.format === 'datetime') return '2026-05-01T09:00:00+02:00';
      return 'texte-valide';
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'array':
      return [sample(def.element)];
    case 'record':
      return { [String(sample(def.keyType, '') ?? 'cle')]: sample(def.valueType) };
    case 'union':
      return sample(def.options?.[0]);
    case 'pipe': {
      // `line().pipe(z.email())`: the output side knows the format.
      const out = def.out ? defOf(def.out) : undefined;
      return out?.type === 'string' && out.format ? sample(def.out) : sample(def.in);
    }
    default:
      return sample(def.innerType);
  }
}

const OPTIONAL = new Set(['optional', 'default']);

/** Every path of `value` (containers and leaves), so that one of them at a time is malformed. */
export function pathsOf(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  const children = Object.entries(value).flatMap(([key, child]) => pathsOf(child, [...prefix, key]));
  return prefix.length ? [prefix, ...children] : children;
}

const MARKER = '@@fuzz@@';
type Json = Record<string, unknown>;

/**
 * The minimal body `minimal` with the value at `path` (a path of `full`) replaced by the raw JSON
 * `raw`: the objects on the way are taken from `full` where the minimal body has none.
 */
export function jsonWith(minimal: unknown, full: unknown, path: string[], raw: string): string {
  const copy = structuredClone(minimal) as Json;
  let target = copy;
  let source = full as Json;
  for (const key of path.slice(0, -1)) {
    if (target[key] === null || typeof target[key] !== 'object') target[key] = structuredClone(source[key]);
    target = target[key] as Json;
    source = source[key] as Json;
  }
  target[path.at(-1) ?? ''] = MARKER;
  return JSON.stringify(copy).replace(`"${MARKER}"`, () => raw);
}

/** The route's pattern with every parameter `valid`, or `malformed` in place of parameter `index`. */
export function urlOf(pattern: string, valid: (name: string) => string, malformed?: { index: number; segment: string }): string {
  let index = -1;
  return pattern.replace(/:(\w+)/g, (_whole, name: string) => {
    index++;
    return malformed && malformed.index === index ? malformed.segment : valid(name);
  });
}

export const paramCount = (pattern: string) => pattern.match(/:\w+/g)?.length ?? 0;

/** A query string of valid sample values, with `key` (if given) set to the raw `value`. */
export function queryWith(sample: Record<string, unknown>, key?: string, value = ''): string {
  const parts = Object.entries(sample)
    .filter(([name]) => name !== key)
    .map(([name, valid]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(valid))}`);
  return (key === undefined ? parts : [...parts, `${encodeURIComponent(key)}=${value}`]).join('&');
}
