import { z } from 'zod';
import { invalidParam, missingParam } from './errors.ts';
import type { FormParams } from './form.ts';

/** A parameter's name as Stripe writes it in its errors: `items[0][price]`. */
const nameOf = (path: readonly PropertyKey[]) => path.map((part, index) => (index === 0 ? String(part) : `[${String(part)}]`)).join('');

function valueAt(params: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[part] : undefined), params);
}

/**
 * The parameters a route reads, checked: a missing one is Stripe's `parameter_missing`, a wrong one
 * `parameter_invalid`, each naming the parameter. Parameters the sandbox does not read are let
 * through, so that a call Stripe accepts is not refused for a detail the fake ignores.
 */
export function parseParams<S extends z.ZodType>(schema: S, params: FormParams): z.infer<S> {
  const result = schema.safeParse(params);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue?.path ?? [];
  // A missing object shows as a wrong type at its parent: name the field the caller left out.
  if (valueAt(params, path) === undefined) throw missingParam(nameOf(path));
  throw invalidParam(nameOf(path));
}

export const text = z.string().max(5000);
export const objectId = z.string().min(1).max(255);
export const bool = z.enum(['true', 'false']).transform((value) => value === 'true');
/** Stripe's metadata: short keys, values up to 500 characters; an empty value removes the key. */
export const metadata = z.record(z.string().min(1).max(40), z.string().max(500)).refine((value) => Object.keys(value).length <= 50);
export const expand = z.array(z.string().max(200)).max(20).optional();
export const limit = z.coerce.number().int().min(1).max(100).default(10);
export const address = z.object({ line1: text, line2: text, postal_code: text, city: text, state: text, country: text }).partial();

/** Metadata merged as Stripe merges it: new keys added, keys sent empty removed. */
export function mergeMetadata(current: Record<string, string>, update: Record<string, string> | undefined): Record<string, string> {
  if (!update) return current;
  const merged = { ...current, ...update };
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== ''));
}
