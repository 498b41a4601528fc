import { SUPPORTED_LOCALES } from '@publia/shared';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { isLocale, useI18n } from '../lib/i18n/index.ts';
import { cn } from './cn.ts';

export function LanguageSelect({ className }: { className?: string }) {
  const { locale, setLocale, t } = useI18n();
  const id = useId();
  return (
    <div className={cn('inline-flex items-center gap-2 text-sm text-gray-500', className)}>
      <Languages aria-hidden="true" className="size-4" />
      <label htmlFor={id} className="sr-only">
        {t('footer.language')}
      </label>
      <select
        id={id}
        data-testid="language-select"
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) setLocale(event.target.value);
        }}
        className="rounded-md border-0 bg-transparent py-1 pr-1 text-sm font-medium text-gray-600 hover:text-gray-900 focus:outline-2 focus:outline-primary-500"
      >
        {/* Each language named in itself (Préférences names them the same way). */}
        {SUPPORTED_LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`preferences.languageNames.${code}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
