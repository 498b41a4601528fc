import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { isNetworkError, type NetworkError } from '../network-error.ts';
import { mapLimited, READ_CONCURRENCY } from '../post-metrics.ts';
import { graph, node } from './graph.ts';
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

/** A post Graph no longer has: "Object with ID … does not exist" (code 100, subcode 33). */
export const isGoneFromGraph = (error: NetworkError) => error.details.code === '100/33' || error.details.status === 404;

/** Graph's refusal of a metric it does not know, or no longer (code 100 without subcode). */
export const isRefusedMetric = (error: unknown): error is NetworkError => isNetworkError(error) && error.details.code === '100';

/** The metric a refusal names: `metric[2] must be one of…` by position, else the first asked name quoted. */
function namedMetric(error: NetworkError, asked: readonly string[]): string | null {
  const index = error.message.match(/metric\[(\d+)\]/)?.[1];
  if (index !== undefined) return asked[Number(index)] ?? null;
  const found = asked
    .map((name) => ({ name, at: error.message.search(new RegExp(`(^|[^\\w])${name}([^\\w]|$)`)) }))
    .filter((hit) => hit.at >= 0)
    .sort((a, b) => a.at - b.at);
  return found[0]?.name ?? null;
}

/**
 * Reads insights of Pages and Instagram media. Graph fails the whole request when one metric is
 * invalid (retired, unknown to this object): the refused metric — named in the message, or found
 * by asking each metric alone — is dropped, logged, remembered for this client's next reads, and
 * the rest asked again. A dropped metric is simply absent from the answer: its figure is unknown.
 */
export function createInsightsReader(context: NetworkContext) {
  const refused = new Set<string>();

  const ask = async (objectId: string, metrics: readonly string[], bearer: string) =>
    insightValues(await graph(context, { path: node(objectId, 'insights'), query: { metric: metrics.join(',') }, bearer }, insightsAnswer));

  const drop = (metric: string, error: NetworkError) => {
    refused.add(metric);
    context.logger.warn({ network: context.network, metric, reason: error.message }, 'insights metric refused by Graph: dropped');
  };

  /**
   * Each metric asked alone: those Graph refuses are dropped, the others read. When it refuses
   * every one, the fault is not a metric (an object without insights): the refusal stands.
   */
  async function byElimination(objectId: string, metrics: readonly string[], bearer: string, error: NetworkError): Promise<Map<string, unknown>> {
    const alone = await mapLimited(metrics, READ_CONCURRENCY, async (metric) => {
      try {
        return { metric, values: [...(await ask(objectId, [metric], bearer))] };
      } catch (caught) {
        if (!isRefusedMetric(caught)) throw caught;
        return { metric, values: null };
      }
    });
    const refusedAlone = alone.filter((result) => result.values === null);
    if (refusedAlone.length === metrics.length) throw error;
    for (const { metric } of refusedAlone) drop(metric, error);
    return new Map(alone.flatMap((result) => result.values ?? []));
  }

  async function readInsights(objectId: string, metrics: readonly string[], bearer: string): Promise<Map<string, unknown>> {
    let asked = metrics.filter((metric) => !refused.has(metric));
    while (asked.length > 0) {
      try {
        return await ask(objectId, asked, bearer);
      } catch (error) {
        if (!isRefusedMetric(error)) throw error;
        const named = namedMetric(error, asked);
        if (!named) return byElimination(objectId, asked, bearer, error);
        drop(named, error);
        asked = asked.filter((metric) => metric !== named);
      }
    }
    return new Map();
  }

  /**
   * `metrics` less those Graph refused to this client: what a call that expands insights among
   * other fields asks (when Graph refuses that call for a metric, `readInsights` finds which).
   */
  const usable = (metrics: readonly string[]) => metrics.filter((metric) => !refused.has(metric));

  return Object.assign(readInsights, { usable });
}
