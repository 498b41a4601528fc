import type { ReactNode } from 'react';
import { useT } from '../lib/i18n/index.ts';
import { Button, type ButtonVariant } from './Button.tsx';
import { Dialog, DialogFooter } from './Dialog.tsx';

/**
 * "Are you sure?" before a destructive action (or, `confirmVariant="primary"`, one that commits, such
 * as a payment); stays open (buttons disabled) while it runs.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  confirmVariant = 'danger',
  busy = false,
  onConfirm,
  onClose,
  testId,
}: {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  confirmVariant?: Extract<ButtonVariant, 'danger' | 'primary'>;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  testId?: string;
}) {
  const t = useT();
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog open={open} onClose={close} size="sm" title={title} description={description} testId={testId}>
      <DialogFooter>
        <Button variant="outline" onClick={close} disabled={busy}>
          {cancelLabel ?? t('dialog.cancel')}
        </Button>
        <Button variant={confirmVariant} loading={busy} onClick={onConfirm} data-testid={testId ? `${testId}-confirm` : undefined}>
          {confirmLabel}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
