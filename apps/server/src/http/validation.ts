import { apiMessagesFr, BROKEN_CHARACTER_ISSUE, CONTROL_CHARACTER_ISSUE, type ApiMessageKey } from '@publia/shared';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

type Issue = z.core.$ZodIssue;

/** Parses a body or query with a shared schema; a failure is a 400 naming the first faulty field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw issue ? issueToError(issue, valueAt(input, issue.path)) : new AppError(400, 'validation.invalidBody');
}

/** Zod 4 leaves the faulty value out of its issues; it is read back to tell "missing" from "wrong". */
function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function issueToError(issue: Issue, value: unknown): AppError {
  const path = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys[0] ?? '';
    const field = path ? `${path}.${key}` : key;
    return new AppError(400, 'validation.unknownField', { field }, field);
  }
  const field = path || 'corps';
  const fail = (code: ConstructorParameters<typeof AppError>[1], params: Record<string, string | number> = {}) => new AppError(400, code, { field, ...params }, field);
  if (issue.code === 'custom' && issue.params?.code === CONTROL_CHARACTER_ISSUE) return fail('validation.controlCharacter');
  if (issue.code === 'custom' && issue.params?.code === BROKEN_CHARACTER_ISSUE) return fail('validation.brokenCharacter');
  // A schema may name its own refusal: an issue whose message is a key of the catalogue is answered with it.
  if (Object.hasOwn(apiMessagesFr, issue.message)) return fail(issue.message as ApiMessageKey);
  switch (issue.code) {
    case 'invalid_type':
      return value === undefined || value === null ? fail('validation.required') : fail('validation.invalidType', { expected: frenchType(issue.expected) });
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1 ? fail('validation.required') : fail('validation.tooShort', { min: Number(issue.minimum) });
      }
      return fail('validation.tooSmall', { min: Number(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string' ? fail('validation.tooLong', { max: Number(issue.maximum) }) : fail('validation.tooBig', { max: Number(issue.maximum) });
    case 'invalid_format':
      if (issue.format === 'email') return fail('validation.invalidEmail');
      return issue.format === 'url' ? fail('validation.invalidUrl') : fail('validation.invalidValue');
    default:
      // A missing choice (an enum left out) is "required", not "invalid".
      return value === undefined || value === null ? fail('validation.required') : fail('validation.invalidValue');
  }
}

const TYPE_NAMES: Record<string, string> = {
  string: 'texte',
  number: 'nombre',
  boolean: 'booléen',
  object: 'objet',
  array: 'liste',
  date: 'date',
};

function frenchType(expected: string): string {
  return TYPE_NAMES[expected] ?? expected;
}
