import { optionalNumber, requireList, valueAt } from '../answer-fields.ts';
import type { NetworkContext } from '../context.ts';

/**
 * Graph insights, Pages and Instagram alike: `data[{name, values:[{value}]}]` (or `total_value`
 * on newer metrics). The last value of each metric, by name.
 */
export function insightValues(context: NetworkContext, body: unknown): Map<string, unknown> {
  const values = new Map<string, unknown>();
  for (const item of requireList(context.network, body, 'data')) {
    const name = valueAt(item, 'name');
    if (typeof name !== 'string') continue;
    const series = valueAt(item, 'values');
    const last = Array.isArray(series) && series.length > 0 ? valueAt(series[series.length - 1], 'value') : valueAt(item, 'total_value.value');
    values.set(name, last);
  }
  return values;
}

/** A count, or the sum of a by-type breakdown (`{like: 3, love: 1}`). */
export function countOf(value: unknown): number | null {
  if (value && typeof value === 'object') {
    const parts = Object.values(value).map((part) => optionalNumber({ part }, 'part'));
    return parts.every((part) => part === null) ? null : parts.reduce<number>((sum, part) => sum + (part ?? 0), 0);
  }
  return optionalNumber({ value }, 'value');
}

/** Graph writes `2026-11-22T03:12:00+0000`; Publia keeps ISO 8601 with a `Z`. */
export function isoTime(value: unknown): string {
  if (typeof value !== 'string') return new Date(0).toISOString();
  const date = new Date(value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isNaN(date.getTime()) ? new Date(0).toISOString() : date.toISOString();
}
