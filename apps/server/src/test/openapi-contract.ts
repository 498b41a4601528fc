import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
type Json = Record<string, unknown>;

/** OpenAPI 3.0 `nullable` is not JSON Schema: rewrite it as a union with null, everywhere. */
function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node as Json)) {
    if (key === 'discriminator' || key === 'example' || key === 'examples' || key.startsWith('x-')) continue;
    out[key] = toJsonSchema(value);
  }
  if (out.nullable === true) {
    delete out.nullable;
    return { anyOf: [out, { type: 'null' }] };
  }
  delete out.nullable;
  return out;
}

export type ContractFile = 'x-api-v2.openapi.json' | 'pinterest-v5.openapi.json' | 'mastodon-4.7.0.openapi.json';

export interface OpenApiContract {
  /** The file itself, parsed. */
  spec: Json;
  /** Checks a JSON request body against the operation's schema; returns the problems found. */
  request(method: string, path: string, body: unknown, contentType?: string): string[];
  /** Checks an answer against the operation's schema for that status (or `default`) and content type. */
  response(method: string, path: string, status: number, body: unknown, contentType?: string): string[];
}

/**
 * Loads one of the official descriptions kept in apps/server/contracts (copies of the networks' own). `path` is the template as
 * written in the file, e.g. `/2/tweets` or `/pins/{pin_id}`.
 */
export function loadContract(file: ContractFile): OpenApiContract {
  const spec = JSON.parse(readFileSync(new URL(`../../contracts/${file}`, import.meta.url), 'utf8')) as Json;
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'spec', components: toJsonSchema(spec.components) as Json }, 'spec');
  const cache = new Map<string, ValidateFunction>();
  const rewriteRefs = (schema: unknown): unknown => JSON.parse(JSON.stringify(toJsonSchema(schema)).replaceAll('"$ref":"#/', '"$ref":"spec#/'));

  const operation = (method: string, path: string): Json => {
    const item = (spec.paths as Json)[path] as Json | undefined;
    const op = item?.[method.toLowerCase()] as Json | undefined;
    if (!op) throw new Error(`${method} ${path} is not in ${file}`);
    return op;
  };
  const resolve = (node: Json | undefined): Json | undefined => {
    let current = node;
    while (current && typeof current.$ref === 'string') {
      const parts = (current.$ref as string).replace('#/', '').split('/');
      current = parts.reduce<Json>((acc, part) => acc[part] as Json, spec);
    }
    return current;
  };
  const check = (key: string, schema: unknown, value: unknown): string[] => {
    let validate = cache.get(key);
    if (!validate) {
      validate = ajv.compile(rewriteRefs(schema) as Json);
      cache.set(key, validate);
    }
    return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`.trim());
  };

  return {
    spec,
    request(method, path, body, contentType = 'application/json') {
      const requestBody = resolve(operation(method, path).requestBody as Json | undefined);
      const schema = ((requestBody?.content as Json | undefined)?.[contentType] as Json | undefined)?.schema;
      if (!schema) return [`no ${contentType} request schema for ${method} ${path}`];
      // Mastodon's status request is a `oneOf` of overlapping shapes (text and media is both): either one is what the server takes.
      const read = file === 'mastodon-4.7.0.openapi.json' ? JSON.parse(JSON.stringify(schema).replaceAll('"oneOf"', '"anyOf"')) : schema;
      return check(`req ${method} ${path} ${contentType}`, read, body);
    },
    response(method, path, status, body, contentType = 'application/json') {
      const responses = operation(method, path).responses as Json;
      const answer = resolve((responses[String(status)] ?? responses.default) as Json | undefined);
      const content = answer?.content as Json | undefined;
      const schema = (content?.[contentType] as Json | undefined)?.schema;
      if (!schema) return content ? [`no ${contentType} schema for ${method} ${path} ${status}`] : [];
      return check(`res ${method} ${path} ${status} ${contentType}`, schema, body);
    },
  };
}
