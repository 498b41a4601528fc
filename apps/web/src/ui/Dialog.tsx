import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT } from '../lib/i18n/index.ts';
import { cn } from './cn.ts';

/**
 * The scrolling middle of a dialog. With a `label` it is a named region that takes the focus, so
 * that a keyboard can scroll it when nothing inside can be focused (a preview is only text).
 */
export function DialogBody({ children, className, label }: { children: ReactNode; className?: string; label?: string }) {
  const scrollable = label ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {};
  return (
    <div
      {...scrollable}
      className={cn(
        'min-h-0 flex-1 overflow-y-auto px-5 py-4 sm:px-6',
        label && 'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600',
        className,
      )}
    >
      {children}
    </div>
  );
}

/** The buttons row at the bottom of a dialog (stacked on small screens, main action first). */
export function DialogFooter({ children }: { children: ReactNode }) {
  return <footer className="flex flex-col-reverse gap-2 border-t border-gray-100 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">{children}</footer>;
}

/**
 * A modal built on the native <dialog> (focus kept inside, the page behind inert, Escape closes).
 * Its content (`children`: a DialogBody and/or a DialogFooter) is only mounted while open, so each
 * opening starts afresh.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  size = 'md',
  testId,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  testId?: string;
}) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // A click on the backdrop lands on the <dialog> itself, outside its inner panel: it closes, as
  // Escape does (the keyboard's way out).
  useEffect(() => {
    const dialog = ref.current;
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) onCloseRef.current();
    };
    dialog?.addEventListener('click', onClick);
    return () => dialog?.removeEventListener('click', onClick);
  }, []);

  return (
    <dialog
      ref={ref}
      data-testid={testId}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // Escape: React decides (the parent's state closes it).
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={cn(
        'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] overflow-visible rounded-2xl bg-transparent p-0 text-gray-900',
        'backdrop:bg-black/50 backdrop:backdrop-blur-[2px]',
        size === 'sm' && 'max-w-md',
        size === 'md' && 'max-w-lg',
        size === 'lg' && 'max-w-2xl',
      )}
    >
      {open && (
        <div className="flex max-h-[calc(100dvh-2rem)] flex-col rounded-2xl bg-white shadow-xl ring-1 ring-black/5">
          <header className="flex items-start gap-3 border-b border-gray-100 px-5 py-4 sm:px-6">
            <div className="min-w-0 flex-1">
              <h2 id={titleId} className="text-lg font-semibold text-gray-900">
                {title}
              </h2>
              {description && (
                <p id={descriptionId} className="mt-1 text-sm leading-6 text-gray-600">
                  {description}
                </p>
              )}
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('dialog.close')}
              className="-m-1.5 rounded-lg p-1.5 text-gray-400 transition hover:bg-gray-100 hover:text-gray-600 focus-visible:outline-2 focus-visible:outline-primary-600"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </header>
          {children}
        </div>
      )}
    </dialog>
  );
}
