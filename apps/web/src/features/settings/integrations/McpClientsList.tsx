import type { McpClient } from '@publia/shared';
import { Ban } from 'lucide-react';
import { useState } from 'react';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { useAnswerMessage } from '../../../lib/use-answer-message.ts';
import { Badge } from '../../../ui/Badge.tsx';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { EmptyLine, QueryState } from '../../../ui/QueryState.tsx';
import { useToast } from '../../../ui/toast/index.ts';
import { useTimeZone } from '../../auth/use-time-zone.ts';
import { useMcpClients, useRevokeMcpClient } from './queries.ts';

/** One connected assistant: its registered name, its scopes, who authorised it and when, its last use, « Révoquer ». */
function McpClientItem({ client, onRevoke }: { client: McpClient; onRevoke: () => void }) {
  const t = useT();
  const timeZone = useTimeZone();
  const facts = [
    `${t('integrations.mcp.connected.by', { name: client.authorisedBy ?? t('integrations.mcp.connected.unknownMember') })} ${t('integrations.mcp.connected.since', { date: formatDate(client.createdAt, timeZone) })}`,
    client.lastUsedAt ? t('integrations.mcp.connected.lastUsed', { date: formatDateTime(client.lastUsedAt, timeZone) }) : t('integrations.mcp.connected.neverUsed'),
  ];
  return (
    <li data-testid="mcp-client" className="flex flex-col gap-2 px-4 py-4 sm:flex-row sm:items-start sm:justify-between sm:gap-4 sm:px-5">
      <div className="flex min-w-0 flex-col gap-2">
        <h4 className="text-sm font-semibold break-all text-gray-900">{client.name}</h4>
        <ul aria-label={t('integrations.apiKeys.scopesLabel')} className="flex flex-wrap gap-1.5">
          {client.scopes.map((scope) => (
            <li key={scope}>
              <Badge tone="primary" title={scope}>
                {t(`integrations.apiKeys.scopes.${scope}.label`)}
              </Badge>
            </li>
          ))}
        </ul>
        <p className="text-xs leading-5 text-gray-600">{facts.join(' · ')}</p>
      </div>
      <Button
        size="sm"
        variant="outline"
        className="self-start"
        onClick={onRevoke}
        aria-label={t('integrations.mcp.connected.revokeLabel', { name: client.name })}
        icon={<Ban aria-hidden="true" className="size-4" />}
        data-testid="mcp-client-revoke"
      >
        {t('integrations.mcp.connected.revoke')}
      </Button>
    </li>
  );
}

/** « Assistants connectés »: the clients members authorised by OAuth, each revocable after confirmation. */
export function McpClientsList() {
  const t = useT();
  const toast = useToast();
  const answerMessage = useAnswerMessage();
  const clients = useMcpClients();
  const revoke = useRevokeMcpClient();
  const [revoking, setRevoking] = useState<McpClient | null>(null);
  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: (answer) => {
        setRevoking(null);
        toast.success(answerMessage(answer.message, 'integrations.mcp.connected.revoked'));
      },
      onError: (error) => toast.error(error.message),
    });
  };
  return (
    <section className="flex flex-col gap-2" aria-labelledby="mcp-clients-title">
      <h3 id="mcp-clients-title" className="text-sm font-semibold text-gray-900">
        {t('integrations.mcp.connected.title')}
      </h3>
      <QueryState query={clients} lines={2}>
        {(list) =>
          list.length === 0 ? (
            <EmptyLine testId="mcp-clients-empty">{t('integrations.mcp.connected.empty')}</EmptyLine>
          ) : (
            <ul aria-labelledby="mcp-clients-title" className="-mx-4 divide-y divide-gray-100 border-t border-gray-100 sm:-mx-5" data-testid="mcp-clients">
              {list.map((client) => (
                <McpClientItem key={client.id} client={client} onRevoke={() => setRevoking(client)} />
              ))}
            </ul>
          )
        }
      </QueryState>
      <ConfirmDialog
        open={revoking !== null}
        title={t('integrations.mcp.connected.revokeTitle', { name: revoking?.name ?? '' })}
        description={t('integrations.mcp.connected.revokeDescription')}
        confirmLabel={t('integrations.mcp.connected.revokeConfirm')}
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
        onClose={() => setRevoking(null)}
        testId="mcp-client-revoke-dialog"
      />
    </section>
  );
}
