import { planningEndpoints, type AdviceResponse } from '@publia/shared';
import { api } from '../../lib/api-client.ts';

export type Advice = AdviceResponse['data'];

/** Per network: the advised frequency and hours, and what the workspace's own measured posts say. */
export async function getAdvice(signal?: AbortSignal): Promise<Advice> {
  return (await api.call(planningEndpoints.advice, {}, { signal })).data;
}
