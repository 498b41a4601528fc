import { THEMES, type Theme } from '@publia/shared';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { useT } from '../../../lib/i18n/index.ts';
import { cn } from '../../../ui/cn.ts';
import { PreferenceRow } from './PreferenceRow.tsx';

/** A small window drawn in the theme itself (data-theme on the drawing): what the pages will look like. */
function ThemeSketch({ theme }: { theme: Theme }) {
  return (
    <span data-theme={theme} aria-hidden="true" className="block overflow-hidden rounded-lg border border-gray-200 bg-gray-50">
      <span className="flex h-5 items-center gap-1 border-b border-gray-200 bg-white px-2">
        <span className="size-1.5 rounded-full bg-gray-300" />
        <span className="size-1.5 rounded-full bg-gray-300" />
        <span className="size-1.5 rounded-full bg-gray-300" />
      </span>
      <span className="flex gap-2 p-2">
        <span className="flex w-1/4 flex-col gap-1.5 pt-1">
          <span className="h-1.5 rounded-full bg-primary-200" />
          <span className="h-1.5 rounded-full bg-gray-200" />
          <span className="h-1.5 rounded-full bg-gray-200" />
        </span>
        <span className="flex flex-1 flex-col gap-1.5 rounded-md border border-gray-200 bg-white p-2">
          <span className="h-1.5 w-3/4 rounded-full bg-gray-700" />
          <span className="h-1.5 w-full rounded-full bg-gray-200" />
          <span className="h-1.5 w-5/6 rounded-full bg-gray-200" />
          <span className="mt-1 h-3 w-10 rounded bg-primary-600 text-white" />
        </span>
      </span>
    </span>
  );
}

/** Thème: Clair or Sombre, two cards drawn in their theme (radio buttons underneath). */
export function ThemeChoice({ value, onChange }: { value: Theme; onChange: (theme: Theme) => void }) {
  const t = useT();
  const titleId = useId();
  const name = useId();
  return (
    <PreferenceRow title={t('appearance.theme.label')} titleId={titleId} wide testId="theme-choice">
      <div role="radiogroup" aria-labelledby={titleId} className="grid max-w-md grid-cols-2 gap-3">
        {THEMES.map((theme) => {
          const checked = theme === value;
          return (
            <label
              key={theme}
              data-testid={`theme-option-${theme}`}
              className={cn(
                'cursor-pointer rounded-xl border-2 bg-white p-2 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-600',
                checked ? 'border-primary-600' : 'border-gray-200 hover:border-gray-300',
              )}
            >
              <input type="radio" name={name} value={theme} checked={checked} onChange={() => onChange(theme)} data-testid={`theme-${theme}`} className="sr-only" />
              <ThemeSketch theme={theme} />
              <span className="mt-2 flex items-center gap-2 px-1 text-sm font-medium text-gray-900">
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-4 shrink-0 items-center justify-center rounded-full border',
                    checked ? 'border-primary-600 bg-primary-600 text-white' : 'border-gray-300 bg-white',
                  )}
                >
                  {checked && <Check strokeWidth={3} className="size-3" />}
                </span>
                {t(`appearance.theme.${theme}`)}
              </span>
            </label>
          );
        })}
      </div>
    </PreferenceRow>
  );
}
