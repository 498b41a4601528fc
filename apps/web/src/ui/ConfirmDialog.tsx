import type { ReactNode } from 'react';
import { useT } from '../lib/i18n/index.ts';
import { Button } from './Button.tsx';
import { Dialog, DialogFooter } from './Dialog.tsx';

/** "Are you sure?" before a destructive action; stays open (buttons disabled) while it runs. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
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
        <Button variant="danger" loading={busy} onClick={onConfirm} data-testid={testId ? `${testId}-confirm` : undefined}>
          {confirmLabel}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
