import { KeyRound } from 'lucide-react';
import { useId } from 'react';
import { useT } from '../../../lib/i18n/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { CopyButton } from '../../../ui/CopyButton.tsx';

/**
 * A secret or a key shown the one time the server gives it whole: the value to select or copy, and
 * why it must be copied now. « J'ai copié, masquer » forgets it; nothing keeps it afterwards.
 */
export function SecretReveal({ title, value, warning, onDismiss, testId }: { title: string; value: string; warning: string; onDismiss: () => void; testId: string }) {
  const t = useT();
  const titleId = useId();
  // Not a live region: a screen reader would read the secret aloud. The toast says it was made.
  return (
    <section aria-labelledby={titleId} data-testid={testId} className="flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 px-3.5 py-3 text-sm text-amber-900">
      <p id={titleId} className="flex items-center gap-2 font-semibold">
        <KeyRound aria-hidden="true" className="size-4 shrink-0 text-amber-600" />
        {title}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          data-testid={`${testId}-value`}
          className="min-w-0 flex-1 rounded-md border border-amber-200 bg-white px-2.5 py-1.5 font-mono text-xs break-all text-gray-900 select-all"
        >
          {value}
        </code>
        <CopyButton
          value={value}
          label={t('integrations.secret.copyLabel', { name: title })}
          copied={t('integrations.copy.done')}
          failed={t('integrations.copy.failed')}
          variant="outline"
          testId={`${testId}-copy`}
        >
          {t('integrations.copy.button')}
        </CopyButton>
      </div>
      <p>{warning}</p>
      <Button size="sm" variant="outline" className="self-start" onClick={onDismiss} data-testid={`${testId}-dismiss`}>
        {t('integrations.secret.dismiss')}
      </Button>
    </section>
  );
}
