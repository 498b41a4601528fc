import { API_KEY_LIMITS, type ApiKey, type ApiKeyBody } from '@publia/shared';
import { KeySquare, Plus } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/index.ts';
import { useAnswerMessage } from '../../../lib/use-answer-message.ts';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { EmptyLine, QueryState } from '../../../ui/QueryState.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { useToast } from '../../../ui/toast/index.ts';
import { useNow } from '../../networks/use-now.ts';
import { ApiKeyDialog } from './ApiKeyDialog.tsx';
import { ApiKeyItem } from './ApiKeyItem.tsx';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from './queries.ts';
import { SecretReveal } from './SecretReveal.tsx';

/** « Clés d'API »: the workspace's keys, « Créer une clé » (the key shown once), « Révoquer » after confirmation. */
export function ApiKeysCard() {
  const t = useT();
  const toast = useToast();
  const answerMessage = useAnswerMessage();
  const keys = useApiKeys();
  const now = useNow();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const live = (keys.data ?? []).filter((key) => !key.revokedAt).length;
  const full = live >= API_KEY_LIMITS.maxKeysPerWorkspace;

  const submit = (body: ApiKeyBody, onError: (error: Error) => void) =>
    create.mutate(body, {
      onSuccess: (answer) => {
        setCreating(false);
        setCreated({ name: answer.data.name, key: answer.data.key });
        toast.success(answerMessage(answer.message, 'integrations.apiKeys.created'));
      },
      onError,
    });
  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: (answer) => {
        setRevoking(null);
        toast.success(answerMessage(answer.message, 'integrations.apiKeys.revoked'));
      },
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    <SectionCard
      icon={KeySquare}
      title={t('integrations.apiKeys.title')}
      description={t('integrations.apiKeys.intro')}
      testId="api-keys-card"
      actions={
        <Button size="sm" disabled={full || !keys.data} onClick={() => setCreating(true)} icon={<Plus aria-hidden="true" className="size-4" />} data-testid="api-key-create">
          {t('integrations.apiKeys.create')}
        </Button>
      }
    >
      {created && (
        <SecretReveal
          title={t('integrations.apiKeys.keyTitle', { name: created.name })}
          value={created.key}
          warning={t('integrations.secret.keyWarning')}
          onDismiss={() => setCreated(null)}
          testId="api-key-secret"
        />
      )}
      <QueryState query={keys} lines={2}>
        {(list) =>
          list.length === 0 ? (
            <EmptyLine testId="api-keys-empty">{t('integrations.apiKeys.empty')}</EmptyLine>
          ) : (
            <ul aria-label={t('integrations.apiKeys.listLabel')} className="-mx-4 divide-y divide-gray-100 border-t border-gray-100 sm:-mx-5" data-testid="api-keys">
              {list.map((key) => (
                <ApiKeyItem key={key.id} apiKey={key} now={now} onRevoke={() => setRevoking(key)} />
              ))}
            </ul>
          )
        }
      </QueryState>
      {full && <p className="text-sm text-gray-600">{t('integrations.apiKeys.limit', { max: API_KEY_LIMITS.maxKeysPerWorkspace })}</p>}
      <ApiKeyDialog open={creating} busy={create.isPending} onSubmit={submit} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={revoking !== null}
        title={t('integrations.apiKeys.revokeTitle', { name: revoking?.name ?? '' })}
        description={t('integrations.apiKeys.revokeDescription')}
        confirmLabel={t('integrations.apiKeys.revokeConfirm')}
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
        onClose={() => setRevoking(null)}
        testId="api-key-revoke-dialog"
      />
    </SectionCard>
  );
}
