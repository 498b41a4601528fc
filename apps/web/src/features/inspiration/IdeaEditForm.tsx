import { INSPIRATION_LIMITS, type Idea } from '@publia/shared';
import { Save } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useUpdateIdea } from './use-inspiration-actions.ts';

/** An idea edited in place: its title and its text; the rest of it is kept as it is. */
export function IdeaEditForm({ idea, onDone }: { idea: Idea; onDone: () => void }) {
  const t = useT();
  const id = useId();
  const update = useUpdateIdea();
  const [title, setTitle] = useState(idea.title);
  const [text, setText] = useState(idea.text);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    update.mutate(
      { id: idea.id, body: { title: title.trim(), text, hashtags: idea.hashtags, network: idea.network, objective: idea.objective } },
      { onSuccess: onDone, onError: (failure) => setError(failure.message) },
    );
  };

  return (
    <form noValidate onSubmit={submit} data-testid="idea-edit-form" className="flex flex-col gap-3 rounded-lg bg-gray-50 p-3">
      <TextField
        label={t('inspiration.ideas.titleLabel')}
        value={title}
        maxLength={INSPIRATION_LIMITS.ideaTitleMax}
        onChange={(event) => setTitle(event.target.value)}
        data-testid="idea-title-input"
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-text`} className="text-sm font-medium text-gray-700">
          {t('inspiration.ideas.textLabel')}
        </label>
        <textarea
          id={`${id}-text`}
          rows={5}
          value={text}
          maxLength={INSPIRATION_LIMITS.ideaTextMax}
          onChange={(event) => setText(event.target.value)}
          data-testid="idea-text-input"
          className="w-full rounded-lg border border-gray-300 bg-white px-3.5 py-2.5 text-sm text-gray-900 shadow-xs hover:border-gray-400 focus:border-primary-500 focus:ring-4 focus:ring-primary-100 focus:outline-none"
        />
      </div>
      {error && (
        <Alert tone="error" data-testid="idea-edit-error">
          {error}
        </Alert>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" size="sm" onClick={onDone} disabled={update.isPending} data-testid="idea-edit-cancel">
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" size="sm" loading={update.isPending} icon={<Save aria-hidden="true" className="size-4" />} data-testid="idea-edit-save">
          {t('inspiration.ideas.saveEdit')}
        </Button>
      </div>
    </form>
  );
}
