import { WEBHOOK_LIMITS, type WebhookEndpoint } from '@publia/shared';
import { FlaskConical, KeyRound, ListChecks, Pencil, Power, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/dates.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { Badge } from '../../../ui/Badge.tsx';
import { Button } from '../../../ui/Button.tsx';
import { useTimeZone } from '../../auth/use-time-zone.ts';
import { DeliveryLog } from './DeliveryLog.tsx';
import { useEventLabel } from './labels.ts';

export type WebhookAction = 'test' | 'edit' | 'rotate' | 'remove' | 'enable';

/**
 * One event webhook: its URL, description, state (and why it was disabled), events as chips, the
 * last day's deliveries, its secret's start; its actions, and its delivery log when opened.
 */
export function WebhookItem({
  endpoint,
  logOpen,
  onToggleLog,
  busy,
  onAction,
  secret,
}: {
  endpoint: WebhookEndpoint;
  logOpen: boolean;
  onToggleLog: () => void;
  busy: WebhookAction | null;
  onAction: (action: WebhookAction) => void;
  /** The secret shown once, right after the endpoint was made or its secret rotated. */
  secret: ReactNode;
}) {
  const t = useT();
  const timeZone = useTimeZone();
  const eventLabel = useEventLabel();
  const logId = `webhook-log-${endpoint.id}`;
  const state = endpoint.enabled
    ? { tone: 'success' as const, text: t('integrations.webhooks.enabled') }
    : endpoint.disabledReason === 'failing'
      ? { tone: 'danger' as const, text: t('integrations.webhooks.disabledFailing', { days: WEBHOOK_LIMITS.disableAfterDays }) }
      : { tone: 'neutral' as const, text: t('integrations.webhooks.disabled') };
  const action = (name: WebhookAction, icon: ReactNode, label: string, variant: 'outline' | 'ghost' = 'outline') => (
    <Button size="sm" variant={variant} loading={busy === name} disabled={busy !== null} onClick={() => onAction(name)} icon={icon} data-testid={`webhook-${name}`}>
      {label}
    </Button>
  );

  return (
    <li data-testid="webhook-endpoint" data-enabled={endpoint.enabled} className="flex flex-col gap-3 px-4 py-4 sm:px-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1 basis-64">
          <h3 className="font-mono text-sm font-semibold break-all text-gray-900" data-testid="webhook-endpoint-url">
            {endpoint.url}
          </h3>
          <p className="mt-0.5 text-sm text-gray-600">{endpoint.description || t('integrations.webhooks.noDescription')}</p>
        </div>
        <Badge tone={state.tone} className="shrink-0" data-testid="webhook-state">
          {state.text}
        </Badge>
      </div>
      <ul aria-label={t('integrations.webhooks.eventsLabel')} className="flex flex-wrap gap-1.5">
        {endpoint.eventTypes.map((type) => (
          <li key={type}>
            <Badge tone="primary" title={type}>
              {eventLabel(type)}
            </Badge>
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-0.5 text-xs leading-5 text-gray-600">
        <p data-testid="webhook-recent">{t('integrations.webhooks.recent', endpoint.recent)}</p>
        {endpoint.failingSince && <p className="font-medium text-red-700">{t('integrations.webhooks.failingSince', { date: formatDateTime(endpoint.failingSince, timeZone) })}</p>}
        <p>
          {t('integrations.webhooks.secretPrefix', { prefix: endpoint.secretPrefix })}
          {endpoint.previousSecretExpiresAt && <> {t('integrations.webhooks.previousSecret', { date: formatDateTime(endpoint.previousSecretExpiresAt, timeZone) })}</>}
        </p>
      </div>
      {secret}
      <div role="group" aria-label={t('integrations.webhooks.actionsLabel', { url: endpoint.url })} className="flex flex-wrap gap-2">
        {!endpoint.enabled && action('enable', <Power aria-hidden="true" className="size-4" />, t('integrations.webhooks.enable'))}
        {action('test', <FlaskConical aria-hidden="true" className="size-4" />, t('integrations.webhooks.test'))}
        <Button
          size="sm"
          variant={logOpen ? 'secondary' : 'outline'}
          aria-expanded={logOpen}
          aria-controls={logOpen ? logId : undefined}
          onClick={onToggleLog}
          icon={<ListChecks aria-hidden="true" className="size-4" />}
          data-testid="webhook-log"
        >
          {t('integrations.webhooks.log')}
        </Button>
        {action('edit', <Pencil aria-hidden="true" className="size-4" />, t('integrations.webhooks.edit'))}
        {action('rotate', <KeyRound aria-hidden="true" className="size-4" />, t('integrations.webhooks.rotate'))}
        {action('remove', <Trash2 aria-hidden="true" className="size-4" />, t('integrations.webhooks.remove'), 'ghost')}
      </div>
      {logOpen && (
        <div id={logId}>
          <DeliveryLog endpoint={endpoint} />
        </div>
      )}
    </li>
  );
}
