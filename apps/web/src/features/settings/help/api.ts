import { outboxEndpoints, supportEndpoints as endpoints, type FeedbackBody, type FeedbackEntry, type OutboxMail, type SupportRequestBody } from '@publia/shared';
import { api } from '../../../lib/api-client.ts';

/** POST /api/support/requests; `mailed` false when the instance has no support address. */
export async function contactSupport(body: SupportRequestBody): Promise<{ id: string; mailed: boolean }> {
  return (await api.call(endpoints.contact, { body })).data;
}

export async function sendFeedback(body: FeedbackBody): Promise<void> {
  await api.call(endpoints.sendFeedback, { body });
}

export async function getFeedbackAccess(signal?: AbortSignal): Promise<boolean> {
  return (await api.call(endpoints.feedbackAccess, {}, { signal })).data.canReadFeedback;
}

export async function getFeedback(signal?: AbortSignal): Promise<FeedbackEntry[]> {
  return (await api.call(endpoints.listFeedback, {}, { signal })).data;
}

/** The instance's latest e-mails, for its operators: without SMTP, where an invitation's or a reset's link is read. */
export async function getOutbox(signal?: AbortSignal): Promise<OutboxMail[]> {
  return (await api.call(outboxEndpoints.list, {}, { signal })).data;
}
