import type { ScannerMessage, WebhookDelivery, WebhookEndpoint, WebhookEventType } from '@publia/shared';
import type { DeliveryRow } from './deliveries-repository.ts';
import type { EndpointRow } from './repository.ts';

export type RecentCounts = WebhookEndpoint['recent'];
export const noRecent = (): RecentCounts => ({ delivered: 0, failed: 0, pending: 0 });

/** A failure as stored (the catalogue message in JSON), back to its message. */
export function storedMessage(value: string | null): ScannerMessage | null {
  if (!value) return null;
  try {
    return JSON.parse(value) as ScannerMessage;
  } catch {
    return null;
  }
}

export const storableMessage = (message: ScannerMessage | null): string | null => (message ? JSON.stringify(message) : null);

/** An event webhook as the list shows it; never its secret, only the start of it. */
export function endpointView(row: EndpointRow, recent: RecentCounts, now: Date): WebhookEndpoint {
  const overlapEnds = row.previousSecretExpiresAt && row.previousSecretExpiresAt.getTime() > now.getTime() ? row.previousSecretExpiresAt : null;
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes as WebhookEventType[],
    enabled: row.enabled,
    disabledReason: row.disabledReason ?? null,
    failingSince: row.failingSince?.toISOString() ?? null,
    secretPrefix: row.secretPrefix,
    previousSecretExpiresAt: overlapEnds?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    recent,
  };
}

export function deliveryView(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpointId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'retrying' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    lastStatusCode: row.lastStatusCode,
    lastDurationMs: row.lastDurationMs,
    lastResponseExcerpt: row.lastResponseExcerpt,
    lastError: storedMessage(row.lastError),
    payload: row.payload,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}
