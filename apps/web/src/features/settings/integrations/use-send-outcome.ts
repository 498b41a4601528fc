import type { WebhookDelivery } from '@publia/shared';
import { useI18n } from '../../../lib/i18n/index.ts';
import { useCatalogueText } from '../../../lib/use-catalogue-text.ts';
import { useToast } from '../../../ui/toast/index.ts';

/**
 * What « Tester » and « Renvoyer » say once the event was sent, right away: received (the
 * receiver's code and time), or why not (a success toast for the one, an error toast for the other).
 * In French, the server's sentence; in another language, the same facts in the catalogue's words.
 */
export function useSendOutcome() {
  const { t, locale } = useI18n();
  const text = useCatalogueText();
  const toast = useToast();
  return (kind: 'test' | 'resend', answer: { message?: string | undefined; data: WebhookDelivery }) => {
    const delivery = answer.data;
    const french = locale === 'fr' ? answer.message : undefined;
    if (delivery.status === 'delivered') {
      toast.success(french ?? t(`integrations.webhooks.sent.${kind}Delivered`, { status: delivery.lastStatusCode ?? 0, ms: delivery.lastDurationMs ?? 0 }));
      return;
    }
    const reason = delivery.lastError ?? (delivery.lastStatusCode === null ? null : { key: 'webhooks.error.status', params: { status: delivery.lastStatusCode } });
    if (reason) toast.error(french ?? t(`integrations.webhooks.sent.${kind}Failed`, { error: text(reason) }));
    else toast.info(french ?? t('integrations.webhooks.sent.queued'));
  };
}
