import {
  contentAnalyticsResponseSchema,
  contentCountsResponseSchema,
  contentResponseSchema,
  historyResponseSchema,
  type ContentAnalyticsResponse,
  type ContentItem,
  type DraftBody,
  type HistoryQuery,
  type HistoryResponse,
} from '@publia/shared';
import { z } from 'zod';
import { api } from '../../lib/api-client.ts';

/** The content API of document 1 §7 (getContentHistory, saveDraft, publishDraft…). */

const done = z.object({ success: z.literal(true), message: z.string().optional() });
const contentPath = (id: string, suffix = '') => `/api/content/${encodeURIComponent(id)}${suffix}`;

function historyPath(query: HistoryQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `/api/content/history?${search}` : '/api/content/history';
}

export function getContentHistory(query: HistoryQuery, signal?: AbortSignal): Promise<HistoryResponse> {
  return api.get(historyPath(query), { schema: historyResponseSchema, signal });
}

/** Items pending validation and scheduled (the Publications badge). */
export async function getContentCounts(signal?: AbortSignal): Promise<{ pending: number; scheduled: number }> {
  return (await api.get('/api/content/counts', { schema: contentCountsResponseSchema, signal })).data;
}

export async function getContent(id: string, signal?: AbortSignal): Promise<ContentItem> {
  return (await api.get(contentPath(id), { schema: contentResponseSchema, signal })).data;
}

export async function saveDraft(body: DraftBody): Promise<ContentItem> {
  return (await api.post('/api/content/drafts', body, { schema: contentResponseSchema })).data;
}

export async function updateDraft(id: string, body: DraftBody): Promise<ContentItem> {
  return (await api.put(`/api/content/drafts/${encodeURIComponent(id)}`, body, { schema: contentResponseSchema })).data;
}

export async function deleteContent(id: string): Promise<void> {
  await api.delete(contentPath(id), { schema: done });
}

/** Publishes at once to every connected account of the item's networks; answers the item and its targets. */
export async function publishDraft(id: string): Promise<ContentItem> {
  return (await api.post(`/api/content/drafts/${encodeURIComponent(id)}/publish`, undefined, { schema: contentResponseSchema })).data;
}

export async function scheduleDraft(id: string, scheduledFor: Date): Promise<ContentItem> {
  const path = `/api/content/drafts/${encodeURIComponent(id)}/schedule`;
  return (await api.post(path, { scheduledFor: scheduledFor.toISOString() }, { schema: contentResponseSchema })).data;
}

/** Scheduled back to pending; its publication jobs are removed. */
export async function cancelSchedule(id: string): Promise<ContentItem> {
  return (await api.post(contentPath(id, '/cancel'), undefined, { schema: contentResponseSchema })).data;
}

export async function getContentAnalytics(id: string, period = '30d', signal?: AbortSignal): Promise<ContentAnalyticsResponse['data']> {
  const path = `${contentPath(id, '/analytics')}?period=${encodeURIComponent(period)}`;
  return (await api.get(path, { schema: contentAnalyticsResponseSchema, signal })).data;
}
