import { PUBLIC_API_PREFIX } from '@publia/shared';
import { BookOpen } from 'lucide-react';
import { useT } from '../../../lib/i18n/index.ts';
import { ExternalLinkButton } from '../../../ui/ExternalLink.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { CodeBlock } from './CodeBlock.tsx';
import { curlExample, NODE_VERIFY, PYTHON_VERIFY } from './code-samples.ts';

/** « Guide d'intégration »: connect n8n, verify a signature, call the API with a key; the API's documentation. */
export function IntegrationGuide() {
  const t = useT();
  const steps = ['n8nStep1', 'n8nStep2', 'n8nStep3', 'n8nStep4'] as const;
  return (
    <SectionCard
      icon={BookOpen}
      title={t('integrations.guide.title')}
      description={t('integrations.guide.intro')}
      testId="integration-guide"
      actions={
        <ExternalLinkButton href="/api/docs" testId="integration-api-docs">
          {t('integrations.guide.docs')}
        </ExternalLinkButton>
      }
    >
      <div className="flex flex-col gap-5 text-sm leading-6 text-gray-700">
        <section className="flex flex-col gap-2">
          <h3 className="font-semibold text-gray-900">{t('integrations.guide.n8nTitle')}</h3>
          <ol className="ml-5 flex list-decimal flex-col gap-1">
            {steps.map((step) => (
              <li key={step}>{t(`integrations.guide.${step}`)}</li>
            ))}
          </ol>
        </section>
        <section className="flex flex-col gap-3">
          <h3 className="font-semibold text-gray-900">{t('integrations.guide.signatureTitle')}</h3>
          <p>{t('integrations.guide.signatureBody')}</p>
          <div className="flex flex-col gap-3">
            <CodeBlock label={t('integrations.guide.nodeLabel')} code={NODE_VERIFY} testId="integration-guide-node" />
            <CodeBlock label={t('integrations.guide.pythonLabel')} code={PYTHON_VERIFY} testId="integration-guide-python" />
          </div>
        </section>
        <section className="flex flex-col gap-3">
          <h3 className="font-semibold text-gray-900">{t('integrations.guide.apiTitle')}</h3>
          <p>{t('integrations.guide.apiBody', { prefix: PUBLIC_API_PREFIX })}</p>
          <CodeBlock label={t('integrations.guide.curlLabel')} code={curlExample(window.location.origin)} testId="integration-guide-curl" />
        </section>
      </div>
    </SectionCard>
  );
}
