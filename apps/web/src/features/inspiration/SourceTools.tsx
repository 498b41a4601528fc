import { Download, RefreshCw, Upload } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { useServerText } from '../../lib/use-server-text.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button, buttonClasses } from '../../ui/Button.tsx';
import { opmlExportUrl } from './api.ts';
import { useImportOpml, useRefreshSources } from './use-inspiration-actions.ts';
import { useInspirationFormat } from './use-inspiration-format.ts';

/** `refused`: each address of the file that was not followed, with its reason. */
type Outcome = { tone: 'success' | 'warning' | 'error'; text: string; refused?: string[] } | null;

/** « Actualiser » every feed now; OPML import (a file read here, sent as text) and export (a download link). */
export function SourceTools() {
  const t = useT();
  const format = useInspirationFormat();
  const word = useServerText();
  const inputId = useId();
  const refresh = useRefreshSources();
  const opml = useImportOpml();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setOutcome(null);
    let text: string;
    try {
      text = await file.text();
    } catch {
      setOutcome({ tone: 'error', text: t('inspiration.sources.opmlUnreadable') });
      return;
    }
    opml.mutate(text, {
      onSuccess: (answer) =>
        setOutcome({
          tone: answer.data.refused.length > 0 ? 'warning' : 'success',
          text: t('inspiration.sources.opmlResult', {
            added: format.count('inspiration.sources.opmlAdded', answer.data.added),
            skipped: format.count('inspiration.sources.opmlSkipped', answer.data.skipped),
          }),
          refused: answer.data.refused.map((refusal) => word(refusal.reason, refusal.reasonWorded)),
        }),
      onError: (failure) => setOutcome({ tone: 'error', text: failure.message }),
    });
  };

  return (
    <section aria-labelledby={`${inputId}-title`} className="flex flex-col gap-3">
      <h3 id={`${inputId}-title`} className="text-sm font-semibold text-gray-900">
        {t('inspiration.sources.toolsTitle')}
      </h3>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          loading={refresh.isPending}
          icon={<RefreshCw aria-hidden="true" className="size-4" />}
          onClick={() => refresh.mutate()}
          data-testid="sources-refresh"
        >
          {t('inspiration.refresh')}
        </Button>
        <label
          htmlFor={inputId}
          className={buttonClasses({
            variant: 'outline',
            size: 'sm',
            className: 'cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-600',
          })}
        >
          <Upload aria-hidden="true" className="size-4" />
          {opml.isPending ? t('inspiration.sources.opmlImporting') : t('inspiration.sources.opmlImport')}
          <input
            id={inputId}
            type="file"
            accept=".opml,.xml,text/x-opml,text/xml,application/xml"
            className="sr-only"
            disabled={opml.isPending}
            onChange={(event) => void importFile(event)}
            data-testid="opml-input"
          />
        </label>
        <a href={opmlExportUrl()} download className={buttonClasses({ variant: 'outline', size: 'sm' })} data-testid="opml-export">
          <Download aria-hidden="true" className="size-4" />
          {t('inspiration.sources.opmlExport')}
        </a>
      </div>
      {outcome && (
        <Alert tone={outcome.tone} data-testid="opml-result">
          <span data-testid="opml-counts">{outcome.text}</span>
          {outcome.refused && outcome.refused.length > 0 && (
            <ul className="mt-1 list-disc pl-5" data-testid="opml-refused">
              {outcome.refused.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
    </section>
  );
}
