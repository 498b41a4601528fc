import { GENERATION_LIMITS, OBJECTIVES, type Objective } from '@publia/shared';
import { useT } from '../../lib/i18n/index.ts';
import { cn } from '../../ui/cn.ts';
import { TextField } from '../../ui/TextField.tsx';

interface InformationFieldsProps {
  keywords: string[];
  description: string;
  objective: Objective | null;
  onKeyword: (index: number, value: string) => void;
  onDescription: (value: string) => void;
  onObjective: (objective: Objective) => void;
}

/** "Informations": three keyword fields (the first required), the description, the objective. */
export function InformationFields({ keywords, description, objective, onKeyword, onDescription, onObjective }: InformationFieldsProps) {
  const t = useT();
  return (
    <section aria-labelledby="create-info-heading" className="flex flex-col gap-4">
      <h2 id="create-info-heading" className="text-base font-semibold text-gray-900">
        {t('create.info.heading')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-3">
        {keywords.map((keyword, index) => (
          <TextField
            key={index}
            label={index === 0 ? t('create.info.keywordRequired') : t('create.info.keyword', { number: index + 1 })}
            placeholder={index === 0 ? t('create.info.keywordPlaceholder') : undefined}
            value={keyword}
            maxLength={GENERATION_LIMITS.keywordMaxLength}
            aria-required={index === 0 || undefined}
            onChange={(event) => onKeyword(index, event.target.value)}
          />
        ))}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="create-description" className="text-sm font-medium text-gray-700">
          {t('create.info.description')}
        </label>
        <textarea
          id="create-description"
          rows={3}
          value={description}
          maxLength={GENERATION_LIMITS.descriptionMaxLength}
          placeholder={t('create.info.descriptionPlaceholder')}
          onChange={(event) => onDescription(event.target.value)}
          className="w-full rounded-lg border border-gray-300 bg-white px-3.5 py-2.5 text-[0.9375rem] text-gray-900 shadow-xs placeholder:text-gray-400 hover:border-gray-400 focus:border-primary-500 focus:ring-4 focus:ring-primary-100 focus:outline-none"
        />
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-gray-700">{t('create.info.objective')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {OBJECTIVES.map((value) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer items-center justify-center rounded-lg border px-3 py-2.5 text-sm font-medium transition-colors',
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-600',
                objective === value ? 'border-primary-500 bg-primary-50 text-primary-700' : 'border-gray-300 bg-white text-gray-700 hover:border-gray-400',
              )}
            >
              <input type="radio" name="create-objective" value={value} checked={objective === value} onChange={() => onObjective(value)} className="sr-only" />
              {t(`create.info.objectives.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  );
}
