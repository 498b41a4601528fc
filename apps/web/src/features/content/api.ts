import {
  contentEndpoints as endpoints,
  type ContentAnalyticsResponse,
  type ContentItem,
  type ContentResponse,
  type DraftBody,
  type HistoryQuery,
  type HistoryResponse,
} from '@publia/shared';
import { api } from '../../lib/api-client.ts';

/** The content API (getContentHistory, saveDraft, publishDraft…). */

export function getContentHistory(query: HistoryQuery, signal?: AbortSignal): Promise<HistoryResponse> {
  return api.call(endpoints.history, { query }, { signal });
}

export { getContentCounts } from './counts-api.ts';

export async function getContent(id: string, signal?: AbortSignal): Promise<ContentItem> {
  return (await api.call(endpoints.get, { params: { id } }, { signal })).data;
}

export async function saveDraft(body: DraftBody): Promise<ContentItem> {
  return (await api.call(endpoints.createDraft, { body })).data;
}

export async function updateDraft(id: string, body: DraftBody): Promise<ContentItem> {
  return (await api.call(endpoints.updateDraft, { params: { id }, body })).data;
}

export async function deleteContent(id: string): Promise<void> {
  await api.call(endpoints.remove, { params: { id } });
}

/** Publishes at once to every connected account of the item's networks; answers the item and its targets. */
export async function publishDraft(id: string): Promise<ContentItem> {
  return (await api.call(endpoints.publish, { params: { id } })).data;
}

export async function scheduleDraft(id: string, scheduledFor: Date): Promise<ContentItem> {
  return (await api.call(endpoints.schedule, { params: { id }, body: { scheduledFor: scheduledFor.toISOString() } })).data;
}

/** Scheduled back to pending; its publication jobs are removed. */
export async function cancelSchedule(id: string): Promise<ContentItem> {
  return (await api.call(endpoints.cancel, { params: { id } })).data;
}

/**
 * Puts the item in the posting queue: each of its networks at that network's next free slot. The
 * answer keeps the server's message (« Ajoutée à la file d'attente : … »), which says when.
 */
export function addToQueue(id: string): Promise<ContentResponse> {
  return api.call(endpoints.addToQueue, { params: { id } });
}

export async function getContentAnalytics(id: string, period: ContentAnalyticsResponse['data']['period'] = '30d', signal?: AbortSignal): Promise<ContentAnalyticsResponse['data']> {
  return (await api.call(endpoints.analytics, { params: { id }, query: { period } }, { signal })).data;
}
