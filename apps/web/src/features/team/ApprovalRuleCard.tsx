import { APPROVAL_MODES, type ApprovalMode } from '@publia/shared';
import { BadgeCheck } from 'lucide-react';
import { useId } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { cn } from '../../ui/cn.ts';
import { QueryState } from '../../ui/QueryState.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { useToast } from '../../ui/toast/index.ts';
import { useApprovalMode, useSaveApprovalMode } from '../content/approval-mode.ts';

/**
 * The workspace's approval rule: Aucune, Facultative or Obligatoire, each with what it means. An
 * admin's choice is saved at once; the others read it (the radios disabled, the reason said).
 */
export function ApprovalRuleCard({ canEdit }: { canEdit: boolean }) {
  const t = useT();
  const toast = useToast();
  const mode = useApprovalMode();
  const save = useSaveApprovalMode();
  const name = useId();
  const readOnlyId = useId();

  const choose = (next: ApprovalMode) =>
    save.mutate(next, {
      onSuccess: (saved) => toast.success(t('team.approval.saved', { mode: t(`team.approval.modes.${saved}`) })),
      onError: (error) => toast.error(error.message),
    });

  return (
    <SectionCard icon={BadgeCheck} title={t('team.approval.title')} description={t('team.approval.description')} testId="approval-rule">
      <QueryState query={mode} lines={3} lineHeight="h-16">
        {(current) => (
          <fieldset aria-describedby={canEdit ? undefined : readOnlyId} disabled={!canEdit || save.isPending} className="flex flex-col gap-2">
            <legend className="sr-only">{t('team.approval.legend')}</legend>
            {APPROVAL_MODES.map((option) => {
              const checked = (save.isPending ? save.variables : current) === option;
              const id = `${name}-${option}`;
              return (
                <div
                  key={option}
                  className={cn(
                    'relative flex items-start gap-3 rounded-lg border px-3.5 py-3 transition-colors',
                    checked ? 'border-primary-300 bg-primary-50' : 'border-gray-200',
                    canEdit && 'hover:border-primary-300',
                  )}
                  data-testid={`approval-${option}`}
                >
                  <input
                    id={id}
                    type="radio"
                    name={name}
                    value={option}
                    checked={checked}
                    onChange={() => choose(option)}
                    aria-describedby={`${id}-hint`}
                    className="mt-0.5 size-4 shrink-0 accent-primary-600"
                  />
                  <div className="flex flex-col">
                    {/* The whole card chooses: the label's box covers it. */}
                    <label htmlFor={id} className={cn('text-sm font-semibold text-gray-900 after:absolute after:inset-0', canEdit ? 'cursor-pointer' : 'cursor-not-allowed')}>
                      {t(`team.approval.modes.${option}`)}
                    </label>
                    <span id={`${id}-hint`} className="text-sm leading-6 text-gray-600">
                      {t(`team.approval.hints.${option}`)}
                    </span>
                  </div>
                </div>
              );
            })}
            {!canEdit && (
              <p id={readOnlyId} className="text-sm text-gray-600" data-testid="approval-read-only">
                {t('team.approval.readOnly')}
              </p>
            )}
          </fieldset>
        )}
      </QueryState>
    </SectionCard>
  );
}
