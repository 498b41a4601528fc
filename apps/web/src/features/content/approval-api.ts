import { approvalEndpoints as endpoints, type ApprovalQueueResponse, type ApprovalRequestBody, type ContentNote, type ContentResponse } from '@publia/shared';
import { api } from '../../lib/api-client.ts';

/**
 * The approval's API: the admins' queue, a request, its answer, and the team's notes on an item.
 * Apart from `api.ts`, which the shell's badge reads: only the pages that use these carry them.
 */

/** The admins' approval queue: the items asked to be approved, oldest request first. */
export async function getApprovalQueue(signal?: AbortSignal): Promise<ApprovalQueueResponse['data']> {
  return (await api.call(endpoints.queue, {}, { signal })).data;
}

/**
 * "Demander une validation", saying what should happen once approved. The answers of the approval
 * keep the server's message (« Validation demandée : les administrateurs ont été prévenus. »).
 */
export function requestApproval(id: string, body: ApprovalRequestBody): Promise<ContentResponse> {
  return api.call(endpoints.request, { params: { id }, body });
}

/** "Approuver": then published or scheduled as its author asked. */
export function approveContent(id: string): Promise<ContentResponse> {
  return api.call(endpoints.approve, { params: { id } });
}

/** "Refuser", with the comment its author will read. */
export function rejectContent(id: string, comment: string): Promise<ContentResponse> {
  return api.call(endpoints.reject, { params: { id }, body: { comment } });
}

/** The team's notes on an item, oldest first (with the approval's own lines). */
export async function getContentNotes(id: string, signal?: AbortSignal): Promise<ContentNote[]> {
  return (await api.call(endpoints.notes, { params: { id } }, { signal })).data;
}

export async function addContentNote(id: string, text: string): Promise<ContentNote> {
  return (await api.call(endpoints.addNote, { params: { id }, body: { text } })).data;
}
