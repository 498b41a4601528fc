import { TEXT_SIZE } from '@publia/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n/index.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { PreferenceRow } from './PreferenceRow.tsx';
import type { Change } from './use-save-preference.ts';

/** How long the slider rests before its value is saved: dragging it sends one request, not one per step. */
const SETTLE_MS = 500;

/**
 * Taille du texte: a slider from 80 to 120 %. The whole interface follows while it moves (the value
 * is shown through the session at once); the value is saved once the slider rests.
 */
export function TextSizeControl({ value, preview, save }: { value: number; preview: (change: Change) => Change; save: (change: Change, rollback?: Change) => void }) {
  const t = useT();
  const titleId = useId();
  const hintId = useId();
  const inputId = useId();
  const [moved, setMoved] = useState<number | null>(null);
  const settled = useDebouncedValue(moved, SETTLE_MS);
  // The saved size, put back if the server refuses the new one.
  const before = useRef<Change | null>(null);

  useEffect(() => {
    if (settled === null || before.current === null) return;
    const rollback = before.current;
    before.current = null;
    setMoved(null);
    if (rollback.textSize !== settled) save({ textSize: settled }, rollback);
  }, [settled, save]);

  const change = (size: number) => {
    const replaced = preview({ textSize: size });
    before.current ??= replaced;
    setMoved(size);
  };

  return (
    <PreferenceRow title={t('appearance.textSize.label')} titleId={titleId} hint={t('appearance.textSize.hint')} hintId={hintId} wide testId="text-size">
      <div className="flex max-w-md flex-col gap-3">
        <div className="flex items-center gap-3">
          <span aria-hidden="true" className="text-xs font-semibold text-gray-500">
            A
          </span>
          <input
            id={inputId}
            type="range"
            min={TEXT_SIZE.min}
            max={TEXT_SIZE.max}
            step={TEXT_SIZE.step}
            value={value}
            onChange={(event) => change(Number(event.target.value))}
            aria-labelledby={titleId}
            aria-describedby={hintId}
            aria-valuetext={t('appearance.textSize.value', { size: value })}
            data-testid="text-size-slider"
            className="h-2 min-w-0 flex-1 cursor-pointer accent-primary-600"
          />
          <span aria-hidden="true" className="text-lg font-semibold text-gray-500">
            A
          </span>
          <output htmlFor={inputId} data-testid="text-size-value" className="w-14 text-right text-sm font-semibold text-gray-900 tabular-nums">
            {t('appearance.textSize.value', { size: value })}
          </output>
        </div>
        <p className="rounded-lg border border-gray-200 bg-gray-50 px-4 py-3 text-base leading-7 text-gray-700" data-testid="text-size-preview">
          {t('appearance.textSize.preview')}
        </p>
      </div>
    </PreferenceRow>
  );
}
