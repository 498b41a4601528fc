import { z } from 'zod';
import { dataList } from './graph-shapes.ts';

/**
 * Graph insights, Pages and Instagram alike: `data[{name, values:[{value}]}]` (or `total_value`
 * on newer metrics).
 */
export const insightsAnswer = dataList(
  z.object({
    name: z.string(),
    values: z.array(z.object({ value: z.unknown() })).optional(),
    total_value: z.object({ value: z.unknown() }).optional(),
  }),
);

/** The last value of each metric, by name. */
export function insightValues(body: z.infer<typeof insightsAnswer>): Map<string, unknown> {
  return new Map(body.data.map((item) => [item.name, item.values?.at(-1)?.value ?? item.total_value?.value]));
}

const asCount = (value: unknown): number | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : null;
};

/** A count, or the sum of a by-type breakdown (`{like: 3, love: 1}`). */
export function countOf(value: unknown): number | null {
  if (!value || typeof value !== 'object') return asCount(value);
  const parts = Object.values(value).map(asCount);
  return parts.every((part) => part === null) ? null : parts.reduce<number>((sum, part) => sum + (part ?? 0), 0);
}

/** Graph writes `2026-11-22T03:12:00+0000`; Publia keeps ISO 8601 with a `Z`. */
export function isoTime(value: string | undefined): string {
  const date = new Date((value ?? '').replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isNaN(date.getTime()) ? new Date(0).toISOString() : date.toISOString();
}
