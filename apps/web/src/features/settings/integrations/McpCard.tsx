import { Bot } from 'lucide-react';
import { useT } from '../../../lib/i18n/index.ts';
import { CopyButton } from '../../../ui/CopyButton.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { CodeBlock } from './CodeBlock.tsx';
import { claudeDesktopConfig, httpClientConfig, mcpUrl } from './code-samples.ts';
import { McpClientsList } from './McpClientsList.tsx';

/**
 * « Assistants IA (MCP) »: this instance's MCP address; connectors authorise themselves by OAuth
 * (listed below, each revocable), scripts use an API key of the card above (its scopes and its
 * creator's role bound what the assistant may do, as they bound an OAuth token).
 */
export function McpCard() {
  const t = useT();
  const origin = window.location.origin;
  const url = mcpUrl(origin);
  const steps = ['step1', 'step2', 'step3'] as const;
  return (
    <SectionCard icon={Bot} title={t('integrations.mcp.title')} description={t('integrations.mcp.intro')} testId="mcp-card">
      <div className="flex flex-col gap-5 text-sm leading-6 text-gray-700">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <code data-testid="mcp-url" className="min-w-0 flex-1 rounded-md bg-gray-50 px-2.5 py-1.5 font-mono text-xs break-all text-gray-800">
            {url}
          </code>
          <CopyButton
            value={url}
            label={t('integrations.mcp.copyUrl')}
            copied={t('integrations.copy.done')}
            failed={t('integrations.copy.failed')}
            variant="outline"
            testId="mcp-copy"
          >
            {t('integrations.copy.button')}
          </CopyButton>
        </div>
        <p>{t('integrations.mcp.oauth')}</p>
        <ol className="ml-5 flex list-decimal flex-col gap-1">
          {steps.map((step) => (
            <li key={step}>{t(`integrations.mcp.${step}`)}</li>
          ))}
        </ol>
        <CodeBlock label={t('integrations.mcp.httpLabel')} code={httpClientConfig(origin)} testId="mcp-http-config" />
        <CodeBlock label={t('integrations.mcp.desktopLabel')} code={claudeDesktopConfig(origin)} testId="mcp-desktop-config" />
        <p>{t('integrations.mcp.rights')}</p>
        <McpClientsList />
      </div>
    </SectionCard>
  );
}
