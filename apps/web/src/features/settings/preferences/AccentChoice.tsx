import { ACCENT_COLORS, type AccentColor } from '@publia/shared';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { useT } from '../../../lib/i18n/index.ts';
import { cn } from '../../../ui/cn.ts';
import { PreferenceRow } from './PreferenceRow.tsx';

/**
 * Each accent's button colour (its primary-600 in themes.css). The swatch carries white text, so it
 * keeps these shades in the dark theme as the buttons do.
 */
const SWATCHES: Record<AccentColor, string> = {
  primary: 'bg-indigo-600',
  blue: 'bg-blue-600',
  green: 'bg-green-700',
  orange: 'bg-orange-700',
  pink: 'bg-pink-700',
};

/** Couleur d'accent: five swatches, one radio each, named under it. */
export function AccentChoice({ value, onChange }: { value: AccentColor; onChange: (accent: AccentColor) => void }) {
  const t = useT();
  const titleId = useId();
  const hintId = useId();
  const name = useId();
  return (
    <PreferenceRow title={t('appearance.accent.label')} titleId={titleId} hint={t('appearance.accent.hint')} hintId={hintId} testId="accent-choice">
      <div role="radiogroup" aria-labelledby={titleId} aria-describedby={hintId} className="grid grid-cols-5 gap-1 sm:flex sm:flex-wrap sm:gap-x-3 sm:gap-y-2">
        {ACCENT_COLORS.map((accent) => {
          const checked = accent === value;
          return (
            <label key={accent} data-testid={`accent-option-${accent}`} className="group flex min-w-0 cursor-pointer flex-col items-center gap-1.5 sm:w-14">
              <input type="radio" name={name} value={accent} checked={checked} onChange={() => onChange(accent)} data-testid={`accent-${accent}`} className="peer sr-only" />
              {/* The ring around the chosen one sits outside the swatch, in the page's colours. */}
              <span
                aria-hidden="true"
                className={cn(
                  'rounded-full p-0.5 ring-2 transition',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary-600',
                  checked ? 'ring-gray-900' : 'ring-transparent group-hover:ring-gray-300',
                )}
              >
                <span className={cn('flex size-8 items-center justify-center rounded-full text-white shadow-sm', SWATCHES[accent])}>
                  {checked && <Check strokeWidth={3} className="size-4" />}
                </span>
              </span>
              <span className={cn('text-xs', checked ? 'font-semibold text-gray-900' : 'text-gray-600')}>{t(`appearance.accent.names.${accent}`)}</span>
            </label>
          );
        })}
      </div>
    </PreferenceRow>
  );
}
