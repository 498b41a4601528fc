import type { AnalyticsFilterQuery } from '@publia/shared';
import { ChevronDown, Download, FileSpreadsheet, FileText } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { exportUrl } from './api.ts';

const ITEM =
  'flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-left text-sm font-medium text-gray-700 outline-none hover:bg-gray-100 hover:text-gray-900 focus-visible:bg-gray-100 focus-visible:text-gray-900 focus-visible:outline-2 focus-visible:outline-primary-600';

/**
 * « Exporter »: the period's CSV and PDF as plain download links (the browser saves the file with
 * the session cookie; no script reads it). A disclosure, opened by click or keyboard, closed by
 * Escape or a click outside.
 */
export function ExportMenu({ filter }: { filter: AnalyticsFilterQuery }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = wrapper.current;
    if (!open || !element) return;
    const onPointer = (event: PointerEvent) => {
      if (!element.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
      element.querySelector('button')?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  return (
    <div ref={wrapper} className="relative">
      <Button
        variant="outline"
        icon={<Download aria-hidden="true" className="size-4" />}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        data-testid="export-button"
      >
        {t('analytics.export.button')}
        <ChevronDown aria-hidden="true" className="size-4" />
      </Button>
      {open && (
        <div id={panelId} className="absolute right-0 z-30 mt-2 w-56 rounded-xl border border-gray-200 bg-white p-1.5 shadow-lg ring-1 ring-black/5">
          <ul aria-label={t('analytics.export.menu')}>
            <li>
              <a href={exportUrl('csv', filter)} download className={ITEM} data-testid="export-csv" onClick={() => setOpen(false)}>
                <FileSpreadsheet aria-hidden="true" className="size-4" />
                {t('analytics.export.csv')}
              </a>
            </li>
            <li>
              <a href={exportUrl('pdf', filter)} download className={ITEM} data-testid="export-pdf" onClick={() => setOpen(false)}>
                <FileText aria-hidden="true" className="size-4" />
                {t('analytics.export.pdf')}
              </a>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
