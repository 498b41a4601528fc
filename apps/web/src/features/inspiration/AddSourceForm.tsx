import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useAddSource } from './use-inspiration-actions.ts';

/** « Adresse du flux ou du site » + « Ajouter »; the server's reason for a refusal is shown under the field. */
export function AddSourceForm() {
  const t = useT();
  const add = useAddSource();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = url.trim();
    if (!address) {
      setError(t('inspiration.sources.urlMissing'));
      return;
    }
    setError(null);
    add.mutate(address, {
      onSuccess: () => setUrl(''),
      onError: (failure) => setError(failure.message),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-start" data-testid="source-form">
      <TextField
        className="min-w-0 flex-1"
        label={t('inspiration.sources.url')}
        hint={error ? undefined : t('inspiration.sources.urlHint')}
        placeholder="https://"
        inputMode="url"
        autoComplete="url"
        value={url}
        maxLength={2000}
        error={error}
        onChange={(event) => {
          setUrl(event.target.value);
          setError(null);
        }}
        data-testid="source-url"
      />
      <Button type="submit" loading={add.isPending} icon={<Plus aria-hidden="true" className="size-4" />} className="sm:mt-7 sm:h-11" data-testid="source-add">
        {t('inspiration.sources.add')}
      </Button>
    </form>
  );
}
