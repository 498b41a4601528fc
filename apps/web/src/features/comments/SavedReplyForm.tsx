import { COMMENT_LIMITS, type SavedReply } from '@publia/shared';
import { Save } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { textAreaClasses } from '../../ui/field-classes.ts';
import { TextField } from '../../ui/TextField.tsx';
import { useAddSavedReply, useUpdateSavedReply } from './use-comment-actions.ts';

/** A saved reply written or changed in place: its title and its text. A refusal is the server's sentence. */
export function SavedReplyForm({ reply, onDone }: { reply?: SavedReply; onDone: () => void }) {
  const t = useT();
  const id = useId();
  const add = useAddSavedReply();
  const update = useUpdateSavedReply();
  const [title, setTitle] = useState(reply?.title ?? '');
  const [text, setText] = useState(reply?.text ?? '');
  const [error, setError] = useState<string | null>(null);
  const busy = add.isPending || update.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { title: title.trim(), text: text.trim() };
    if (!body.title || !body.text) {
      setError(t('comments.saved.missing'));
      return;
    }
    setError(null);
    const options = { onSuccess: onDone, onError: (failure: Error) => setError(failure.message) };
    if (reply) update.mutate({ id: reply.id, body }, options);
    else add.mutate(body, options);
  };

  return (
    <form noValidate onSubmit={submit} data-testid="saved-reply-form" className="flex flex-col gap-3 rounded-lg bg-gray-50 p-3">
      <TextField
        label={t('comments.saved.titleLabel')}
        value={title}
        maxLength={COMMENT_LIMITS.savedReplyTitleMax}
        onChange={(event) => setTitle(event.target.value)}
        data-testid="saved-reply-title"
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-text`} className="text-sm font-medium text-gray-700">
          {t('comments.saved.textLabel')}
        </label>
        <textarea
          id={`${id}-text`}
          rows={4}
          value={text}
          maxLength={COMMENT_LIMITS.replyMaxChars}
          onChange={(event) => setText(event.target.value)}
          data-testid="saved-reply-text"
          className={textAreaClasses()}
        />
      </div>
      {error && (
        <Alert tone="error" data-testid="saved-reply-error">
          {error}
        </Alert>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" size="sm" onClick={onDone} disabled={busy}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" size="sm" loading={busy} icon={<Save aria-hidden="true" className="size-4" />} data-testid="saved-reply-save">
          {t('comments.saved.save')}
        </Button>
      </div>
    </form>
  );
}
