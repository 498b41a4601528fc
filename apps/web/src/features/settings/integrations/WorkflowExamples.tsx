import { Download, FileJson } from 'lucide-react';
import { useT } from '../../../lib/i18n/index.ts';
import { buttonClasses } from '../../../ui/Button.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';

/** The n8n workflows served beside the web app, ready to import. */
const WORKFLOWS = [
  { id: 'rss', file: '/integrations/n8n/publier-article-rss.json' },
  { id: 'slack', file: '/integrations/n8n/alerte-slack-echec.json' },
] as const;

/** « Exemples de workflows »: each with what it does and its file to download. */
export function WorkflowExamples() {
  const t = useT();
  return (
    <SectionCard icon={FileJson} title={t('integrations.workflows.title')} description={t('integrations.workflows.intro')} testId="workflow-examples">
      <ul className="grid gap-3 md:grid-cols-2">
        {WORKFLOWS.map((workflow) => {
          const name = t(`integrations.workflows.${workflow.id}.title`);
          return (
            <li key={workflow.id} className="flex flex-col gap-2 rounded-lg border border-gray-200 p-4" data-testid={`workflow-${workflow.id}`}>
              <h3 className="text-sm font-semibold text-gray-900">{name}</h3>
              <p className="flex-1 text-sm leading-6 text-gray-600">{t(`integrations.workflows.${workflow.id}.description`)}</p>
              <a
                href={workflow.file}
                download
                aria-label={t('integrations.workflows.downloadLabel', { name })}
                className={buttonClasses({ variant: 'outline', size: 'sm', className: 'self-start' })}
                data-testid={`workflow-${workflow.id}-download`}
              >
                <Download aria-hidden="true" className="size-4" />
                {t('integrations.workflows.download')}
              </a>
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}
