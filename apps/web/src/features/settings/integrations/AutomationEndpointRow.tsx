import type { AutomationEndpoint } from '@publia/shared';
import { formatDateTime } from '../../../lib/dates.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { useCatalogueText } from '../../../lib/use-catalogue-text.ts';
import { Badge } from '../../../ui/Badge.tsx';
import { CopyButton } from '../../../ui/CopyButton.tsx';
import { useTimeZone } from '../../auth/use-time-zone.ts';
import { AUTOMATION_STATUS_TONES, automationTexts } from './labels.ts';

/** One of the five: its name and purpose, its state, its URL to copy, why its last check failed and when it ran. */
export function AutomationEndpointRow({ endpoint }: { endpoint: AutomationEndpoint }) {
  const t = useT();
  const text = useCatalogueText();
  const timeZone = useTimeZone();
  const texts = automationTexts(endpoint.id);
  const name = t(texts.name);
  return (
    <li data-testid={`automation-${endpoint.id}`} data-status={endpoint.status} className="flex flex-col gap-2 px-4 py-4 sm:px-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-sm font-semibold text-gray-900">{name}</h3>
          <p className="mt-0.5 text-sm leading-6 text-gray-600">{t(texts.description)}</p>
        </div>
        <Badge tone={AUTOMATION_STATUS_TONES[endpoint.status]} className="shrink-0" data-testid="automation-status">
          {t(`integrations.automations.status.${endpoint.status}`)}
        </Badge>
      </div>
      {endpoint.url ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <code data-testid="automation-url" className="min-w-0 flex-1 rounded-md bg-gray-50 px-2.5 py-1.5 font-mono text-xs break-all text-gray-800">
            {endpoint.url}
          </code>
          <CopyButton
            value={endpoint.url}
            label={t('integrations.automations.copyUrl', { name })}
            copied={t('integrations.automations.urlCopied')}
            failed={t('integrations.copy.failed')}
            variant="outline"
            testId="automation-copy"
          >
            {t('integrations.copy.button')}
          </CopyButton>
        </div>
      ) : (
        <p className="text-sm text-gray-600">{t('integrations.automations.noUrl')}</p>
      )}
      {endpoint.errorMessage && (
        <p data-testid="automation-error" className="text-sm font-medium text-red-700">
          {text(endpoint.errorMessage)}
        </p>
      )}
      <p className="text-xs text-gray-600" data-testid="automation-checked">
        {endpoint.lastChecked ? t('integrations.automations.lastChecked', { date: formatDateTime(endpoint.lastChecked, timeZone) }) : t('integrations.automations.neverChecked')}
      </p>
    </li>
  );
}
