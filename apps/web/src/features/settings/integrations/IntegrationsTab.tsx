import { apiMessagesFr } from '@publia/shared';
import { addFrenchApiMessages, addPageMessages, useT } from '../../../lib/i18n/index.ts';
import integrationsMessages from '../../../locales/fr-pages/integrations.json';
import { Alert } from '../../../ui/Alert.tsx';
import { useCan } from '../../auth/use-can.ts';
import { SocialAccountsSection } from '../../networks/SocialAccountsSection.tsx';
import { ApiKeysCard } from './ApiKeysCard.tsx';
import { AutomationsCard } from './AutomationsCard.tsx';
import { EventWebhooksCard } from './EventWebhooksCard.tsx';
import { IntegrationGuide } from './IntegrationGuide.tsx';
import { McpCard } from './McpCard.tsx';
import { WorkflowExamples } from './WorkflowExamples.tsx';

// The tab's words join the catalogue with this chunk; so do the API's French messages, in which the
// server says why a webhook failed (`webhooks.error.*`, given as a key and its values).
addPageMessages('integrations', integrationsMessages);
addFrenchApiMessages(apiMessagesFr);

/**
 * Paramètres → Intégrations: the social accounts, then for admins (who may edit the settings) the
 * automation webhooks, the event webhooks, the API keys, the guide and the workflow examples.
 */
export function IntegrationsTab() {
  const t = useT();
  const canEdit = useCan('edit_settings');
  return (
    <div className="flex flex-col gap-8" data-testid="integrations-tab">
      <SocialAccountsSection />
      {canEdit ? (
        <div className="flex flex-col gap-6">
          <AutomationsCard />
          <EventWebhooksCard />
          <ApiKeysCard />
          <McpCard />
          <IntegrationGuide />
          <WorkflowExamples />
        </div>
      ) : (
        <Alert tone="info" data-testid="integrations-admins-only">
          {t('integrations.adminsOnly')}
        </Alert>
      )}
    </div>
  );
}
