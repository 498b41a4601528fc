import { WEBHOOK_LIMITS, type WebhookEndpoint, type WebhookEndpointBody } from '@publia/shared';
import { Plus, Webhook } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/index.ts';
import { useAnswerMessage } from '../../../lib/use-answer-message.ts';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { EmptyLine, QueryState } from '../../../ui/QueryState.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { useToast } from '../../../ui/toast/index.ts';
import { useCreateWebhook, useRemoveWebhook, useRotateWebhookSecret, useTestWebhook, useUpdateWebhook, useWebhooks } from './queries.ts';
import { SecretReveal } from './SecretReveal.tsx';
import { useSendOutcome } from './use-send-outcome.ts';
import { WebhookDialog } from './WebhookDialog.tsx';
import { WebhookItem, type WebhookAction } from './WebhookItem.tsx';

const bodyOf = (endpoint: WebhookEndpoint, enabled: boolean): WebhookEndpointBody => ({
  url: endpoint.url,
  description: endpoint.description,
  eventTypes: endpoint.eventTypes,
  enabled,
});

/** « Webhooks d'événements »: the endpoints, « Ajouter un webhook », and each one's actions and delivery log. */
export function EventWebhooksCard() {
  const t = useT();
  const toast = useToast();
  const answerMessage = useAnswerMessage();
  const sendOutcome = useSendOutcome();
  const webhooks = useWebhooks();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const remove = useRemoveWebhook();
  const rotate = useRotateWebhookSecret();
  const test = useTestWebhook();
  const [editing, setEditing] = useState<{ endpoint: WebhookEndpoint | null } | null>(null);
  const [confirming, setConfirming] = useState<{ kind: 'rotate' | 'remove'; endpoint: WebhookEndpoint } | null>(null);
  const [revealed, setRevealed] = useState<{ endpointId: string; url: string; secret: string } | null>(null);
  const [openLogs, setOpenLogs] = useState<ReadonlySet<string>>(new Set());
  const full = (webhooks.data?.length ?? 0) >= WEBHOOK_LIMITS.maxEndpointsPerWorkspace;
  const failed = (error: Error) => toast.error(error.message);

  const busyFor = (id: string): WebhookAction | null => {
    if (test.isPending && test.variables === id) return 'test';
    if (update.isPending && update.variables?.id === id) return 'enable';
    return null;
  };
  const toggleLog = (id: string) =>
    setOpenLogs((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const onAction = (endpoint: WebhookEndpoint, action: WebhookAction) => {
    if (action === 'edit') setEditing({ endpoint });
    else if (action === 'rotate' || action === 'remove') setConfirming({ kind: action, endpoint });
    else if (action === 'enable')
      update.mutate(
        { id: endpoint.id, body: bodyOf(endpoint, true) },
        { onSuccess: (answer) => toast.success(answerMessage(answer.message, 'integrations.webhooks.reenabled')), onError: failed },
      );
    else test.mutate(endpoint.id, { onSuccess: (answer) => sendOutcome('test', answer), onError: failed });
  };
  const submit = (body: WebhookEndpointBody, onError: (error: Error) => void) => {
    const endpoint = editing?.endpoint;
    if (endpoint) {
      update.mutate(
        { id: endpoint.id, body },
        {
          onSuccess: (answer) => {
            setEditing(null);
            toast.success(answerMessage(answer.message, 'integrations.webhooks.updated'));
          },
          onError,
        },
      );
      return;
    }
    create.mutate(body, {
      onSuccess: (answer) => {
        setEditing(null);
        setRevealed({ endpointId: answer.data.id, url: answer.data.url, secret: answer.data.secret });
        toast.success(answerMessage(answer.message, 'integrations.webhooks.created'));
      },
      onError,
    });
  };
  const confirm = () => {
    if (!confirming) return;
    const { kind, endpoint } = confirming;
    if (kind === 'remove') {
      remove.mutate(endpoint.id, {
        onSuccess: (answer) => {
          setConfirming(null);
          if (revealed?.endpointId === endpoint.id) setRevealed(null);
          toast.success(answerMessage(answer.message, 'integrations.webhooks.removed'));
        },
        onError: failed,
      });
      return;
    }
    rotate.mutate(endpoint.id, {
      onSuccess: (answer) => {
        setConfirming(null);
        setRevealed({ endpointId: endpoint.id, url: answer.data.url, secret: answer.data.secret });
        toast.success(answerMessage(answer.message, 'integrations.webhooks.rotated'));
      },
      onError: failed,
    });
  };

  return (
    <SectionCard
      icon={Webhook}
      title={t('integrations.webhooks.title')}
      description={t('integrations.webhooks.intro', { attempts: WEBHOOK_LIMITS.retryDelaysSeconds.length + 1 })}
      testId="webhooks-card"
      actions={
        <Button
          size="sm"
          disabled={full || !webhooks.data}
          onClick={() => setEditing({ endpoint: null })}
          icon={<Plus aria-hidden="true" className="size-4" />}
          data-testid="webhook-add"
        >
          {t('integrations.webhooks.add')}
        </Button>
      }
    >
      <QueryState query={webhooks} lines={2}>
        {(endpoints) =>
          endpoints.length === 0 ? (
            <EmptyLine testId="webhooks-empty">{t('integrations.webhooks.empty')}</EmptyLine>
          ) : (
            <ul aria-label={t('integrations.webhooks.listLabel')} className="-mx-4 divide-y divide-gray-100 border-t border-gray-100 sm:-mx-5" data-testid="webhook-endpoints">
              {endpoints.map((endpoint) => (
                <WebhookItem
                  key={endpoint.id}
                  endpoint={endpoint}
                  logOpen={openLogs.has(endpoint.id)}
                  onToggleLog={() => toggleLog(endpoint.id)}
                  busy={busyFor(endpoint.id)}
                  onAction={(action) => onAction(endpoint, action)}
                  secret={
                    revealed?.endpointId === endpoint.id && (
                      <SecretReveal
                        title={t('integrations.webhooks.secretTitle', { url: revealed.url })}
                        value={revealed.secret}
                        warning={t('integrations.secret.warning')}
                        onDismiss={() => setRevealed(null)}
                        testId="webhook-secret"
                      />
                    )
                  }
                />
              ))}
            </ul>
          )
        }
      </QueryState>
      {full && <p className="text-sm text-gray-600">{t('integrations.webhooks.limit', { max: WEBHOOK_LIMITS.maxEndpointsPerWorkspace })}</p>}
      <WebhookDialog open={editing !== null} endpoint={editing?.endpoint ?? null} busy={create.isPending || update.isPending} onSubmit={submit} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={confirming?.kind === 'remove'}
        title={t('integrations.webhooks.removeTitle')}
        description={confirming ? t('integrations.webhooks.removeDescription', { url: confirming.endpoint.url }) : undefined}
        confirmLabel={t('integrations.webhooks.remove')}
        busy={remove.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
        testId="webhook-remove-dialog"
      />
      <ConfirmDialog
        open={confirming?.kind === 'rotate'}
        title={t('integrations.webhooks.rotateTitle')}
        description={t('integrations.webhooks.rotateDescription', { hours: WEBHOOK_LIMITS.rotationOverlapHours })}
        confirmLabel={t('integrations.webhooks.rotateConfirm')}
        confirmVariant="primary"
        busy={rotate.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
        testId="webhook-rotate-dialog"
      />
    </SectionCard>
  );
}
