import { COMMENT_FLAG_REASONS, COMMENT_LIMITS, type CommentFilter } from '@publia/shared';
import { PencilLine, RotateCcw, Save, ShieldAlert } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useI18n } from '../../lib/i18n/index.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { Dialog, DialogBody, DialogFooter } from '../../ui/Dialog.tsx';
import { textAreaClasses } from '../../ui/field-classes.ts';
import { QueryState } from '../../ui/QueryState.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { useCan } from '../auth/use-can.ts';
import { useCommentFilter } from './queries.ts';
import { useResetFilter, useSaveFilter } from './use-comment-actions.ts';

/** The words, one a line; blank lines and repeats are left out. */
const wordsOf = (text: string): string[] => [
  ...new Set(
    text
      .split('\n')
      .map((word) => word.trim())
      .filter(Boolean),
  ),
];

function WordsForm({ filter, onClose }: { filter: CommentFilter; onClose: () => void }) {
  const { t } = useI18n();
  const id = useId();
  const save = useSaveFilter();
  const [text, setText] = useState(filter.words.join('\n'));
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const words = wordsOf(text);
    const tooLong = words.find((word) => word.length > COMMENT_LIMITS.filterWordMaxLength);
    if (words.length > COMMENT_LIMITS.filterWordsMax || tooLong) {
      setError(t('comments.spam.limits', { max: COMMENT_LIMITS.filterWordsMax, length: COMMENT_LIMITS.filterWordMaxLength }));
      return;
    }
    setError(null);
    save.mutate(words, { onSuccess: onClose, onError: (failure) => setError(failure.message) });
  };
  return (
    <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
      <DialogBody className="flex flex-col gap-2">
        <label htmlFor={`${id}-words`} className="text-sm font-medium text-gray-700">
          {t('comments.spam.wordsLabel')}
        </label>
        <textarea
          id={`${id}-words`}
          rows={10}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={`${id}-hint`}
          data-testid="spam-words-input"
          className={textAreaClasses()}
        />
        <p id={`${id}-hint`} className="text-xs text-gray-500">
          {t('comments.spam.limits', { max: COMMENT_LIMITS.filterWordsMax, length: COMMENT_LIMITS.filterWordMaxLength })}
        </p>
        {error && (
          <Alert tone="error" data-testid="spam-error">
            {error}
          </Alert>
        )}
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={save.isPending}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending} icon={<Save aria-hidden="true" className="size-4" />} data-testid="spam-save">
          {t('comments.spam.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}

function FilterBody({ filter }: { filter: CommentFilter }) {
  const { t } = useI18n();
  const canEdit = useCan('edit_settings');
  const reset = useResetFilter();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <h3 className="text-sm font-semibold text-gray-900">{t('comments.spam.rules')}</h3>
        <ul className="flex list-disc flex-col gap-1 pl-5 text-sm leading-6 text-gray-700" data-testid="spam-rules">
          {COMMENT_FLAG_REASONS.map((reason) => (
            <li key={reason}>{t(`comments.spam.rule.${reason}`)}</li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-sm font-semibold text-gray-900">{t('comments.spam.words')}</h3>
          <Badge tone={filter.isDefault ? 'neutral' : 'primary'} data-testid="spam-list-kind">
            {t(filter.isDefault ? 'comments.spam.default' : 'comments.spam.custom')}
          </Badge>
        </div>
        {filter.words.length === 0 ? (
          <p className="text-sm text-gray-600">{t('comments.spam.noWords')}</p>
        ) : (
          <ul aria-label={t('comments.spam.words')} className="flex flex-wrap gap-1.5" data-testid="spam-words">
            {filter.words.map((word) => (
              <li key={word}>
                <Badge>{word}</Badge>
              </li>
            ))}
          </ul>
        )}
      </div>
      {canEdit ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" icon={<PencilLine aria-hidden="true" className="size-4" />} onClick={() => setEditing(true)} data-testid="spam-edit">
            {t('comments.spam.edit')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            icon={<RotateCcw aria-hidden="true" className="size-4" />}
            disabled={filter.isDefault}
            onClick={() => setConfirming(true)}
            data-testid="spam-reset"
          >
            {t('comments.spam.reset')}
          </Button>
        </div>
      ) : (
        <p className="text-xs text-gray-600" data-testid="spam-read-only">
          {t('comments.spam.readOnly')}
        </p>
      )}
      <Dialog open={editing} onClose={() => setEditing(false)} title={t('comments.spam.editTitle')} description={t('comments.spam.editDescription')} testId="spam-dialog">
        <WordsForm filter={filter} onClose={() => setEditing(false)} />
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title={t('comments.spam.resetConfirm')}
        description={t('comments.spam.resetBody', { count: filter.defaultWords.length })}
        confirmLabel={t('comments.spam.reset')}
        busy={reset.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => reset.mutate(undefined, { onSettled: () => setConfirming(false) })}
        testId="spam-reset-confirm"
      />
    </div>
  );
}

/** « Filtre anti-spam »: the rules and the listed words that set comments aside as « Signalé ». */
export function SpamFilterPanel() {
  const { t } = useI18n();
  const filter = useCommentFilter();
  return (
    <SectionCard icon={ShieldAlert} title={t('comments.spam.title')} description={t('comments.spam.description')} testId="spam-filter" tint="bg-red-50 text-red-600" narrow>
      <QueryState query={filter} lines={3} lineHeight="h-10">
        {(data) => <FilterBody filter={data} />}
      </QueryState>
    </SectionCard>
  );
}
