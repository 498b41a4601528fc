import type { Automations } from '@publia/shared';
import { FlaskConical, RefreshCw, Workflow } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/index.ts';
import { Badge } from '../../../ui/Badge.tsx';
import { Button } from '../../../ui/Button.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { useToast } from '../../../ui/toast/index.ts';
import { AutomationBaseForm } from './AutomationBaseForm.tsx';
import { AutomationEndpointRow } from './AutomationEndpointRow.tsx';
import { HealthBar } from './HealthBar.tsx';
import { useAutomations, useCheckAutomations } from './queries.ts';
import { SecretReveal } from './SecretReveal.tsx';

function AutomationsBody({ automations, secret, onSecret }: { automations: Automations; secret: string | null; onSecret: (secret: string | null) => void }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-5">
      <HealthBar endpoints={automations.endpoints} />
      {/* Keyed by the saved URL: the field starts again from what the server holds after each change. */}
      <AutomationBaseForm
        key={automations.baseUrl ?? ''}
        initial={automations.demo ? '' : (automations.baseUrl ?? '')}
        configured={automations.baseUrl !== null}
        onSecret={onSecret}
      />
      {automations.demo && (
        <p className="flex items-start gap-2 text-sm text-gray-700" data-testid="automation-demo-notice">
          <Badge tone="warning" className="shrink-0">
            <FlaskConical aria-hidden="true" className="size-3" />
            {t('integrations.automations.demoBadge')}
          </Badge>
          {t('integrations.automations.demoNotice')}
        </p>
      )}
      {/* A secret forgotten by the server (« Retirer l'URL ») is not shown any longer. */}
      {secret && automations.secretPrefix ? (
        <SecretReveal
          title={t('integrations.automations.secretTitle')}
          value={secret}
          warning={t('integrations.secret.warning')}
          onDismiss={() => onSecret(null)}
          testId="automation-secret"
        />
      ) : (
        automations.secretPrefix && (
          <p className="text-sm text-gray-600" data-testid="automation-secret-prefix">
            {t('integrations.automations.secretPrefix', { prefix: automations.secretPrefix })}
          </p>
        )
      )}
      <ul className="-mx-4 divide-y divide-gray-100 border-t border-gray-100 sm:-mx-5" data-testid="automation-endpoints">
        {automations.endpoints.map((endpoint) => (
          <AutomationEndpointRow key={endpoint.id} endpoint={endpoint} />
        ))}
      </ul>
    </div>
  );
}

/** « Webhooks d'automatisation »: the five automation endpoints, their health, the base URL and « Actualiser ». */
export function AutomationsCard() {
  const t = useT();
  const toast = useToast();
  const automations = useAutomations();
  const check = useCheckAutomations();
  const [secret, setSecret] = useState<string | null>(null);
  const refresh = () =>
    check.mutate(undefined, {
      onSuccess: () => toast.success(t('integrations.automations.refreshed')),
      onError: (error) => toast.error(t('integrations.automations.refreshError', { message: error.message })),
    });
  return (
    <SectionCard
      icon={Workflow}
      title={t('integrations.automations.title')}
      description={t('integrations.automations.intro')}
      testId="automations-card"
      actions={
        <Button
          variant="outline"
          size="sm"
          loading={check.isPending}
          disabled={!automations.data?.baseUrl}
          onClick={refresh}
          title={t('integrations.automations.refreshLabel')}
          icon={<RefreshCw aria-hidden="true" className="size-4" />}
          data-testid="automation-refresh"
        >
          {t('integrations.automations.refresh')}
        </Button>
      }
    >
      <QueryState query={automations} lines={4}>
        {(data) => <AutomationsBody automations={data} secret={secret} onSecret={setSecret} />}
      </QueryState>
    </SectionCard>
  );
}
