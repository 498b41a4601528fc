import type { WebhookDelivery } from '@publia/shared';
import { RotateCw } from 'lucide-react';
import { formatDateTime } from '../../../lib/dates.ts';
import { pluralKey, useI18n } from '../../../lib/i18n/index.ts';
import { useCatalogueText } from '../../../lib/use-catalogue-text.ts';
import { Badge, type BadgeTone } from '../../../ui/Badge.tsx';
import { Button } from '../../../ui/Button.tsx';
import { useTimeZone } from '../../auth/use-time-zone.ts';
import { useEventLabel } from './labels.ts';

const STATUS_TONES: Record<WebhookDelivery['status'], BadgeTone> = { delivered: 'success', pending: 'neutral', retrying: 'warning', failed: 'danger' };

const pretty = (payload: unknown) => (typeof payload === 'string' ? payload : JSON.stringify(payload, null, 2));

/**
 * One delivery of the log: its state, event, attempts, the receiver's last answer (code and time) or
 * why there was none, the next attempt, and on demand what was sent and what came back. « Renvoyer »
 * sends the same event again (same webhook-id, so a receiver that remembers ids keeps it once).
 */
export function DeliveryItem({ delivery, resending, onResend }: { delivery: WebhookDelivery; resending: boolean; onResend: () => void }) {
  const { t, locale } = useI18n();
  const text = useCatalogueText();
  const eventLabel = useEventLabel();
  const timeZone = useTimeZone();
  const created = formatDateTime(delivery.createdAt, timeZone);
  const event = eventLabel(delivery.eventType);
  const facts = [
    t(pluralKey(locale, 'integrations.webhooks.deliveries.attempts', delivery.attempts), { count: delivery.attempts }),
    delivery.lastStatusCode !== null
      ? t('integrations.webhooks.deliveries.response', { status: delivery.lastStatusCode, ms: delivery.lastDurationMs ?? 0 })
      : delivery.attempts > 0
        ? t('integrations.webhooks.deliveries.noResponse')
        : null,
    delivery.deliveredAt ? t('integrations.webhooks.deliveries.deliveredAt', { date: formatDateTime(delivery.deliveredAt, timeZone) }) : null,
    delivery.nextAttemptAt && delivery.status !== 'delivered'
      ? t('integrations.webhooks.deliveries.nextAttempt', { date: formatDateTime(delivery.nextAttemptAt, timeZone) })
      : null,
  ].filter((fact): fact is string => fact !== null);

  return (
    <li data-testid="webhook-delivery" data-status={delivery.status} className="flex flex-col gap-2 py-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <Badge tone={STATUS_TONES[delivery.status]} data-testid="webhook-delivery-status">
            {t(`integrations.webhooks.deliveries.status.${delivery.status}`)}
          </Badge>
          <span className="text-sm font-medium text-gray-900">{event}</span>
          <code className="font-mono text-xs text-gray-600">{delivery.eventType}</code>
        </div>
        {delivery.status !== 'pending' && (
          <Button
            size="sm"
            variant="outline"
            loading={resending}
            onClick={onResend}
            aria-label={t('integrations.webhooks.deliveries.resendLabel', { event, date: created })}
            icon={<RotateCw aria-hidden="true" className="size-4" />}
            data-testid="webhook-delivery-resend"
          >
            {t('integrations.webhooks.deliveries.resend')}
          </Button>
        )}
      </div>
      <p className="text-xs leading-5 text-gray-600">
        {t('integrations.webhooks.deliveries.createdAt', { date: created })} · {facts.join(' · ')}
      </p>
      {delivery.lastError && (
        <p data-testid="webhook-delivery-error" className="text-sm font-medium text-red-700">
          {text(delivery.lastError)}
        </p>
      )}
      <details className="group text-sm">
        <summary className="cursor-pointer rounded text-sm font-medium text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600">
          {t('integrations.webhooks.deliveries.details')}
        </summary>
        <div className="mt-2 grid gap-3 lg:grid-cols-2">
          <div className="min-w-0">
            <h5 className="mb-1 text-xs font-semibold text-gray-700">{t('integrations.webhooks.deliveries.payload')}</h5>
            <pre data-testid="webhook-delivery-payload" className="rounded-md bg-gray-50 p-2.5 font-mono text-xs break-words whitespace-pre-wrap text-gray-800">
              {pretty(delivery.payload)}
            </pre>
          </div>
          <div className="min-w-0">
            <h5 className="mb-1 text-xs font-semibold text-gray-700">{t('integrations.webhooks.deliveries.responseExcerpt')}</h5>
            {delivery.lastResponseExcerpt ? (
              <pre data-testid="webhook-delivery-response" className="rounded-md bg-gray-50 p-2.5 font-mono text-xs break-words whitespace-pre-wrap text-gray-800">
                {delivery.lastResponseExcerpt}
              </pre>
            ) : (
              <p className="text-xs text-gray-600">{t('integrations.webhooks.deliveries.noExcerpt')}</p>
            )}
          </div>
        </div>
      </details>
    </li>
  );
}
