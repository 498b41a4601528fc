import { AUTOMATION_ENDPOINTS, type AutomationEndpointId } from '@publia/shared';
import type { DeliveredEventType } from '../../core/webhooks/service.ts';

/**
 * What calls each of the five automation endpoints: a notification of the event its name says, signed,
 * retried and logged as every outgoing webhook is.
 */
export const AUTOMATION_EVENTS: Record<AutomationEndpointId, DeliveredEventType> = {
  'content-generation': 'generation.completed',
  'image-processing': 'media.uploaded',
  'content-analysis': 'scanner.analysis_done',
  'publish-content': 'post.published',
  'schedule-content': 'post.scheduled',
};

/** An endpoint's path segment (generate-content…), from its id. */
export const pathOf = (automationId: string): string => AUTOMATION_ENDPOINTS.find((endpoint) => endpoint.id === automationId)?.path ?? automationId;
