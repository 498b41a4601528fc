import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { loadContract } from '../../test/openapi-contract.ts';
import type { Exchange } from '../test-support.ts';

/**
 * Checks the exchanges of the Pinterest client with its fake against Pinterest's official
 * OpenAPI file: each request (JSON or form body, and query parameters) and each answer, for the
 * operations the file describes. The storage behind `upload_url` and the public Pin pages are not
 * Pinterest's API and are left out.
 */

const BASE = '/sandbox/pinterest/v5';
const TEMPLATES = ['/oauth/token', '/user_account', '/boards', '/pins/{pin_id}/analytics', '/pins', '/media/{media_id}', '/media'];
const matchers = TEMPLATES.map((template) => ({ template, pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`) }));

type Json = Record<string, unknown>;
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

let loaded: { contract: ReturnType<typeof loadContract>; spec: Json; ajv: Ajv } | null = null;
function load() {
  if (loaded) return loaded;
  const spec = JSON.parse(readFileSync(new URL('../../../contracts/pinterest-v5.openapi.json', import.meta.url), 'utf8')) as Json;
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  loaded = { contract: loadContract('pinterest-v5.openapi.json'), spec, ajv };
  return loaded;
}

const resolve = (spec: Json, node: Json): Json =>
  typeof node.$ref === 'string' ? (node.$ref.replace('#/', '').split('/').reduce<Json>((acc, key) => acc[key] as Json, spec)) : node;

/** Query parameters as the operation declares them (`explode: false` arrays are comma lists). */
function queryProblems(method: string, template: string, url: URL): string[] {
  const { spec, ajv } = load();
  const operation = ((spec.paths as Json)[template] as Json)[method.toLowerCase()] as Json;
  const parameters = ((operation.parameters ?? []) as Json[]).map((parameter) => resolve(spec, parameter)).filter((p) => p.in === 'query');
  const problems: string[] = [];
  for (const name of url.searchParams.keys()) {
    if (!parameters.some((parameter) => parameter.name === name)) problems.push(`query ${name}: not a parameter of the operation`);
  }
  for (const parameter of parameters) {
    const raw = url.searchParams.get(parameter.name as string);
    if (raw === null) {
      if (parameter.required) problems.push(`query ${parameter.name as string}: required`);
      continue;
    }
    // `metric_types` lists its values in two overlapping enums under `oneOf`, so a value in both
    // (IMPRESSION…) could never pass: read as `anyOf`, which is what the file means.
    const schema = JSON.parse(JSON.stringify(parameter.schema).replaceAll('"oneOf"', '"anyOf"')) as Json;
    const value = schema.type === 'array' ? raw.split(',') : schema.type === 'integer' ? Number(raw) : raw;
    const validate = ajv.compile(schema);
    if (!validate(value)) problems.push(`query ${parameter.name as string}=${raw}: ${ajv.errorsText(validate.errors)}`);
  }
  return problems;
}

export function contractProblems(exchanges: readonly Exchange[]): string[] {
  const { contract } = load();
  const problems: string[] = [];
  for (const exchange of exchanges) {
    if (!exchange.url.pathname.startsWith(BASE)) continue;
    const path = exchange.url.pathname.slice(BASE.length);
    const name = `${exchange.method} ${path}`;
    const template = matchers.find((matcher) => matcher.pattern.test(path))?.template;
    if (!template) {
      problems.push(`${name}: not in the OpenAPI file`);
      continue;
    }
    problems.push(...queryProblems(exchange.method, template, exchange.url).map((p) => `${name} ${p}`));
    if (exchange.requestBody !== null) {
      const type = exchange.requestContentType.split(';')[0]!.trim();
      problems.push(...contract.request(exchange.method, template, exchange.requestBody, type).map((p) => `${name} request: ${p}`));
    }
    if (exchange.status === undefined) continue;
    if (!(exchange.responseContentType ?? '').includes('json')) {
      problems.push(`${name} ${exchange.status}: answered ${exchange.responseContentType || 'without a content type'}`);
      continue;
    }
    problems.push(...contract.response(exchange.method, template, exchange.status, exchange.responseBody).map((p) => `${name} ${exchange.status}: ${p}`));
  }
  return problems;
}
