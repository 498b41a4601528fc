import { SUPPORTED_LOCALES, type Locale } from '@publia/shared';
import { useId } from 'react';
import { isLocale, useT } from '../../../lib/i18n/index.ts';
import { selectClasses } from '../../../ui/field-classes.ts';
import { PreferenceRow } from './PreferenceRow.tsx';

/** Langue de l'interface: each language named in itself, as a speaker of it looks for it. */
export function LanguageChoice({ value, onChange }: { value: Locale; onChange: (locale: Locale) => void }) {
  const t = useT();
  const titleId = useId();
  const hintId = useId();
  const selectId = useId();
  return (
    <PreferenceRow
      title={<label htmlFor={selectId}>{t('appearance.language.label')}</label>}
      titleId={titleId}
      hint={t('appearance.language.hint')}
      hintId={hintId}
      testId="language-choice"
    >
      <select
        id={selectId}
        value={value}
        aria-describedby={hintId}
        onChange={(event) => {
          if (isLocale(event.target.value)) onChange(event.target.value);
        }}
        data-testid="interface-language-select"
        className={selectClasses('w-full sm:w-56')}
      >
        {SUPPORTED_LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {t(`preferences.languageNames.${locale}`)}
          </option>
        ))}
      </select>
    </PreferenceRow>
  );
}
