import { WEBHOOK_TEST_EVENT, type AutomationEndpointId, type AutomationStatus, type WebhookEventType } from '@publia/shared';
import { hasMessage, useT, type MessageKey } from '../../../lib/i18n/index.ts';
import type { BadgeTone } from '../../../ui/Badge.tsx';

/** How each automation endpoint's state is drawn (« Actif », « Inactif », « Erreur »). */
export const AUTOMATION_STATUS_TONES: Record<AutomationStatus, BadgeTone> = { active: 'success', inactive: 'neutral', error: 'danger' };

/** The catalogue keys of an automation endpoint: its French name and what Publia calls it for. */
export function automationTexts(id: string): { name: MessageKey; description: MessageKey } {
  const known = id as AutomationEndpointId;
  return { name: `integrations.automations.endpoints.${known}.name`, description: `integrations.automations.endpoints.${known}.description` };
}

/** An event type in words (« Publication réussie »); a type this version does not know shows as sent. */
export function useEventLabel() {
  const t = useT();
  return (type: string): string => {
    if (type === WEBHOOK_TEST_EVENT) return t('integrations.webhooks.testEvent');
    const key = `integrations.webhooks.events.${type as WebhookEventType}.label` as const;
    return hasMessage(key) ? t(key) : type;
  };
}
