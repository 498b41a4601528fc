import { WEBHOOK_LIMITS } from '@publia/shared';
import { FlaskConical, Save, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../lib/i18n/index.ts';
import { useAnswerMessage } from '../../../lib/use-answer-message.ts';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useToast } from '../../../ui/toast/index.ts';
import { useFieldErrors } from '../profile/field-errors.ts';
import { useDemoReceiver, useRemoveAutomations, useSetAutomationBase } from './queries.ts';

const FIELDS = ['baseUrl'] as const;

/**
 * The automation base URL (« Enregistrer »), the demonstration receiver instead, or neither
 * (« Retirer l'URL »). A new signing secret comes back whole: `onSecret` shows it, once.
 */
export function AutomationBaseForm({
  initial,
  configured,
  onSecret,
}: {
  /** What the field starts with: the saved base URL (empty while the demonstration receiver answers). */
  initial: string;
  configured: boolean;
  onSecret: (secret: string) => void;
}) {
  const t = useT();
  const toast = useToast();
  const answerMessage = useAnswerMessage();
  const [value, setValue] = useState(initial);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const { errors, setErrors, showServerError } = useFieldErrors(FIELDS);
  const save = useSetAutomationBase();
  const demo = useDemoReceiver();
  const remove = useRemoveAutomations();
  const busy = save.isPending || demo.isPending || remove.isPending;

  const answered =
    (fallback: 'integrations.automations.base.saved' | 'integrations.automations.base.demoDone') => (answer: { message?: string | undefined; data: { secret: string | null } }) => {
      toast.success(answerMessage(answer.message, fallback));
      if (answer.data.secret) onSecret(answer.data.secret);
    };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (!trimmed) {
      setErrors({ baseUrl: t('integrations.automations.base.required') });
      return;
    }
    setErrors({});
    save.mutate(trimmed, {
      onSuccess: answered('integrations.automations.base.saved'),
      onError: (error) => {
        if (!showServerError(error)) toast.error(error.message);
      },
    });
  };
  const chooseDemo = () => demo.mutate(undefined, { onSuccess: answered('integrations.automations.base.demoDone'), onError: (error) => toast.error(error.message) });
  const confirmRemoval = () =>
    remove.mutate(undefined, {
      onSuccess: (answer) => {
        setConfirmRemove(false);
        setValue('');
        toast.success(answerMessage(answer.message, 'integrations.automations.base.removed'));
      },
      onError: (error) => toast.error(error.message),
    });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3" data-testid="automation-base-form">
      <TextField
        label={t('integrations.automations.base.label')}
        hint={t('integrations.automations.base.hint')}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        maxLength={WEBHOOK_LIMITS.urlMaxLength}
        placeholder={t('integrations.automations.base.placeholder')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={errors.baseUrl}
        data-testid="automation-base-url"
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={save.isPending} disabled={busy} icon={<Save aria-hidden="true" className="size-4" />} data-testid="automation-base-save">
          {t('integrations.automations.base.save')}
        </Button>
        <Button
          variant="outline"
          loading={demo.isPending}
          disabled={busy}
          onClick={chooseDemo}
          icon={<FlaskConical aria-hidden="true" className="size-4" />}
          data-testid="automation-demo"
        >
          {t('integrations.automations.base.demo')}
        </Button>
        {configured && (
          <Button variant="ghost" disabled={busy} onClick={() => setConfirmRemove(true)} icon={<Trash2 aria-hidden="true" className="size-4" />} data-testid="automation-remove">
            {t('integrations.automations.base.remove')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirmRemove}
        title={t('integrations.automations.base.removeTitle')}
        description={t('integrations.automations.base.removeDescription')}
        confirmLabel={t('integrations.automations.base.remove')}
        busy={remove.isPending}
        onConfirm={confirmRemoval}
        onClose={() => setConfirmRemove(false)}
        testId="automation-remove-dialog"
      />
    </form>
  );
}
