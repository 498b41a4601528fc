import { SCANNER_CRITERIA, type VideoAnalysis } from '@publia/shared';
import { useT } from '../../lib/i18n/index.ts';
import { Card } from '../../ui/Card.tsx';
import { cn } from '../../ui/cn.ts';
import { BAND_CLASSES, scoreBand } from './score-band.ts';
import { useCatalogueText } from '../../lib/use-catalogue-text.ts';

/** The seven criteria in `SCANNER_CRITERIA`'s order, each with its score, its bar and why. */
export function CriterionCards({ criteria }: { criteria: VideoAnalysis['criteria'] }) {
  const t = useT();
  const text = useCatalogueText();
  return (
    <section aria-labelledby="scanner-criteria-heading" className="flex flex-col gap-3">
      <h2 id="scanner-criteria-heading" className="text-lg font-semibold text-gray-900">
        {t('scanner.criteria.heading')}
      </h2>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {SCANNER_CRITERIA.map((criterion) => {
          const { score, feedback } = criteria[criterion];
          const classes = BAND_CLASSES[scoreBand(score)];
          const [main, ...details] = feedback;
          const label = t(`scanner.criteria.${criterion}`);
          return (
            <li key={criterion} className="min-w-0">
              <Card className="flex h-full flex-col gap-3 p-4" data-testid="criterion-card" data-criterion={criterion} data-band={scoreBand(score)}>
                <div className="flex items-baseline justify-between gap-3">
                  <h3 className="text-sm font-semibold text-gray-900">{label}</h3>
                  <span className={cn('text-lg font-bold tabular-nums', classes.text)} data-testid="criterion-score" aria-hidden="true">
                    {t('scanner.criteria.score', { score })}
                  </span>
                  <span className="sr-only">{t('scanner.criteria.scoreLabel', { criterion: label, score })}</span>
                </div>
                <div className="h-2 overflow-hidden rounded-full bg-gray-100" aria-hidden="true">
                  <div className={cn('h-full rounded-full', classes.bar)} style={{ width: `${score}%` }} />
                </div>
                {main && (
                  <p className="text-sm leading-6 text-gray-800" data-testid="criterion-feedback">
                    {text(main)}
                  </p>
                )}
                {details.length > 0 && (
                  <ul className="list-disc pl-5 text-sm leading-6 text-gray-600">
                    {details.map((detail, index) => (
                      <li key={`${detail.key}-${index}`}>{text(detail)}</li>
                    ))}
                  </ul>
                )}
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
