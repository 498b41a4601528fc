import { Copy } from 'lucide-react';
import { useT } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { useToast } from '../../ui/toast/index.ts';

/** Copies a text to the clipboard and says whether it worked (a browser may refuse it). */
export function CopyButton({ value, label, testId }: { value: string; label: string; testId?: string }) {
  const t = useT();
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t('scanner.suggestions.copied'));
    } catch {
      toast.error(t('scanner.suggestions.copyFailed'));
    }
  };
  return (
    <Button size="sm" variant="ghost" aria-label={label} title={label} onClick={() => void copy()} icon={<Copy aria-hidden="true" className="size-4" />} data-testid={testId}>
      {t('scanner.suggestions.copy')}
    </Button>
  );
}
