import {
  planningEndpoints as endpoints,
  type Evergreen,
  type EvergreenResponse,
  type EvergreenRuleBody,
  type PostingQueue,
  type QueueResponse,
  type QueueSlotsBody,
} from '@publia/shared';
import { api } from '../../../lib/api-client.ts';

/** The calls of the « Automatisations » cards: the posting queue and the evergreen rule. */

export async function getQueue(signal?: AbortSignal): Promise<PostingQueue> {
  return (await api.call(endpoints.queue, {}, { signal })).data;
}

/** The networks named get exactly these slots; the answer is the queue again and a message. */
export function saveQueueSlots(slots: QueueSlotsBody['slots']): Promise<QueueResponse> {
  return api.call(endpoints.saveQueueSlots, { body: { slots } });
}

export function pauseQueue(paused: boolean): Promise<QueueResponse> {
  return api.call(endpoints.pauseQueue, { body: { paused } });
}

export async function getEvergreen(signal?: AbortSignal): Promise<Evergreen> {
  return (await api.call(endpoints.evergreen, {}, { signal })).data;
}

export function saveEvergreen(rule: EvergreenRuleBody): Promise<EvergreenResponse> {
  return api.call(endpoints.saveEvergreen, { body: rule });
}
