import type { FastifyRequest } from 'fastify';
import { invalidParam } from './errors.ts';

/** A parameter as Stripe's form encoding nests it: `items[0][price]`, `metadata[workspaceId]`, `expand[0]`. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormParams = Record<string, FormValue>;

const MAX_PAIRS = 1000;
const MAX_DEPTH = 6;
/** Names that would reach an object's prototype instead of a field of it. */
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

type Node = Record<string, unknown>;

/**
 * Stripe's form body (or query) into nested parameters: brackets nest objects, and an object whose
 * keys are all indexes becomes an array in index order. What cannot be read (bad escape, a name
 * used both as a value and as an object, too deep) is a 400 naming the parameter.
 */
export function parseStripeForm(text: string): FormParams {
  const root: Node = {};
  const pairs = text.split('&').filter(Boolean);
  if (pairs.length > MAX_PAIRS) throw invalidParam('body');
  for (const pair of pairs) {
    const split = pair.indexOf('=');
    const name = decode(split < 0 ? pair : pair.slice(0, split), pair);
    const value = decode(split < 0 ? '' : pair.slice(split + 1), name);
    place(root, pathOf(name), value, name);
  }
  return withArrays(root) as FormParams;
}

/** The parameters of a call: its query and its form body together, as Stripe reads them. */
export function paramsOf(request: FastifyRequest): FormParams {
  const mark = request.url.indexOf('?');
  const query = mark < 0 ? {} : parseStripeForm(request.url.slice(mark + 1));
  const body = request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as FormParams) : {};
  return { ...query, ...body };
}

function decode(text: string, name: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    throw invalidParam(name);
  }
}

function pathOf(name: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  if (!match?.[1]) throw invalidParam(name);
  const path = [match[1], ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1] ?? '')];
  if (path.length > MAX_DEPTH || path.some((part) => FORBIDDEN.has(part))) throw invalidParam(name);
  return path;
}

function place(root: Node, path: string[], value: string, name: string): void {
  let node = root;
  path.forEach((part, index) => {
    // `list[]` appends, as the `qs` library reads it.
    const key = part === '' ? String(Object.keys(node).length) : part;
    if (index === path.length - 1) {
      if (typeof node[key] === 'object') throw invalidParam(name);
      node[key] = value;
      return;
    }
    const next = node[key] ?? {};
    if (typeof next !== 'object') throw invalidParam(name);
    node[key] = next;
    node = next as Node;
  });
}

function withArrays(value: unknown): FormValue {
  if (typeof value !== 'object' || value === null) return value as string;
  const entries = Object.entries(value as Node).map(([key, inner]) => [key, withArrays(inner)] as const);
  if (entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, inner]) => inner);
  }
  return Object.fromEntries(entries);
}
