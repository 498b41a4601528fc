import { APPROVAL_INTENTS, TEAM_LIMITS, type ApprovalIntent, type ApprovalRequestBody } from '@publia/shared';
import { ShieldCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTimeZone } from '../auth/use-time-zone.ts';
import { useT } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { cn } from '../../ui/cn.ts';
import { Dialog, DialogBody, DialogFooter } from '../../ui/Dialog.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { ScheduleFields, useScheduleChoice } from './ScheduleFields.tsx';

interface RequestFormProps {
  intent: ApprovalIntent;
  busy: boolean;
  onClose: () => void;
  onSubmit: (body: ApprovalRequestBody) => void;
}

function RequestForm({ intent: initialIntent, busy, onClose, onSubmit }: RequestFormProps) {
  const t = useT();
  const timeZone = useTimeZone();
  const name = useId();
  const [intent, setIntent] = useState<ApprovalIntent>(initialIntent);
  const [note, setNote] = useState('');
  const choice = useScheduleChoice();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let scheduledFor: string | undefined;
    if (intent === 'schedule') {
      const at = choice.read();
      if (!at) return;
      scheduledFor = at.toISOString();
    }
    onSubmit({ intent, ...(scheduledFor ? { scheduledFor } : {}), ...(note.trim() ? { note: note.trim() } : {}) });
  };

  return (
    <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
      <DialogBody className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-gray-700">{t('approval.request.intentLegend')}</legend>
          {APPROVAL_INTENTS.map((value) => (
            <div
              key={value}
              className={cn(
                'relative flex items-start gap-3 rounded-lg border px-3.5 py-2.5 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600',
                intent === value ? 'border-primary-500 bg-primary-50' : 'border-gray-300 bg-white hover:border-gray-400',
              )}
            >
              <input
                id={`${name}-${value}`}
                type="radio"
                name={name}
                value={value}
                checked={intent === value}
                aria-describedby={`${name}-${value}-hint`}
                onChange={() => setIntent(value)}
                className="relative z-10 mt-1 size-4 shrink-0 accent-primary-600 focus:outline-none"
              />
              <div className="flex flex-col">
                {/* The whole box is the label's to click. */}
                <label htmlFor={`${name}-${value}`} className="cursor-pointer text-sm font-medium text-gray-900 after:absolute after:inset-0">
                  {t(`approval.request.intent.${value}`)}
                </label>
                <p id={`${name}-${value}-hint`} className="text-xs text-gray-600">
                  {t(`approval.request.intentHint.${value}`, { timeZone })}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
        {intent === 'schedule' && <ScheduleFields choice={choice} />}
        <TextAreaField
          label={t('approval.request.note')}
          placeholder={t('approval.request.notePlaceholder')}
          value={note}
          maxLength={TEAM_LIMITS.noteMaxLength}
          onChange={(event) => setNote(event.target.value)}
        />
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" loading={busy} icon={<ShieldCheck aria-hidden="true" className="size-4" />}>
          {t('approval.request.confirm')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * « Demander une validation »: what should happen once an admin approves (nothing more, publish at
 * once, or schedule at a date and time of the user's zone), and a note for the admins.
 */
export function RequestApprovalDialog({
  open,
  title,
  intent = 'publish',
  busy = false,
  onClose,
  onSubmit,
}: {
  open: boolean;
  /** The post's title, as lists show it. */
  title: string;
  intent?: ApprovalIntent;
  busy?: boolean;
  onClose: () => void;
  onSubmit: (body: ApprovalRequestBody) => void;
}) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) onClose();
      }}
      size="sm"
      testId="request-approval-dialog"
      title={t('approval.request.title')}
      description={t('approval.request.description', { title })}
    >
      <RequestForm intent={intent} busy={busy} onClose={onClose} onSubmit={onSubmit} />
    </Dialog>
  );
}
