import { Copy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './Button.tsx';
import { useToast } from './toast/index.ts';

/**
 * Copies a text to the clipboard and says whether it worked (a browser may refuse it: the failure
 * invites to select the text). `label` names the button for screen readers (« Copier l'URL de … »);
 * the caller words what it shows and says, in its own page's catalogue.
 */
export function CopyButton({
  value,
  label,
  copied,
  failed,
  variant = 'ghost',
  testId,
  children,
}: {
  value: string;
  label: string;
  copied: string;
  failed: string;
  variant?: Extract<ButtonVariant, 'ghost' | 'outline' | 'secondary'>;
  testId?: string;
  children: ReactNode;
}) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(copied);
    } catch {
      toast.error(failed);
    }
  };
  return (
    <Button size="sm" variant={variant} aria-label={label} title={label} onClick={() => void copy()} icon={<Copy aria-hidden="true" className="size-4" />} data-testid={testId}>
      {children}
    </Button>
  );
}
