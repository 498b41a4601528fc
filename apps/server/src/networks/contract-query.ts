import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';

type Json = Record<string, unknown>;
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/** A node of the file with its `$ref`s replaced by what they point to (parameter schemas are small). */
function inline(spec: Json, node: unknown, depth = 0): unknown {
  if (Array.isArray(node)) return node.map((item) => inline(spec, item, depth));
  if (!node || typeof node !== 'object') return node;
  const object = node as Json;
  if (typeof object.$ref === 'string' && depth < 20) {
    const target = object.$ref
      .replace('#/', '')
      .split('/')
      .reduce<Json>((acc, key) => acc[key] as Json, spec);
    return inline(spec, target, depth + 1);
  }
  return Object.fromEntries(Object.entries(object).map(([key, value]) => [key, inline(spec, value, depth)]));
}

/**
 * The query-string check of an OpenAPI contract test: every parameter sent must be one of the
 * operation's, of its type (`explode: false` arrays are comma lists), and the required ones present.
 */
export function createQueryCheck(spec: Json) {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  const compiled = new Map<string, ReturnType<Ajv['compile']>>();
  const validatorOf = (schema: Json) => {
    const key = JSON.stringify(schema);
    const validate = compiled.get(key) ?? ajv.compile(schema);
    compiled.set(key, validate);
    return validate;
  };
  return function queryProblems(method: string, template: string, url: URL): string[] {
    const operation = ((spec.paths as Json)[template] as Json)[method.toLowerCase()] as Json;
    const parameters = ((operation.parameters ?? []) as unknown[]).map((parameter) => inline(spec, parameter) as Json).filter((p) => p.in === 'query');
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
      // Pinterest's `metric_types` lists its values in two overlapping enums under `oneOf`, so a
      // value in both (IMPRESSION…) could never pass: read as `anyOf`, which is what the file means.
      const schema = JSON.parse(JSON.stringify(parameter.schema).replaceAll('"oneOf"', '"anyOf"')) as Json;
      const value = schema.type === 'array' ? raw.split(',') : schema.type === 'integer' ? Number(raw) : raw;
      const validate = validatorOf(schema);
      if (!validate(value)) problems.push(`query ${parameter.name as string}=${raw}: ${ajv.errorsText(validate.errors)}`);
    }
    return problems;
  };
}
