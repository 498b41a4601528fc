import { useT } from '../../lib/i18n/index.ts';
import { cn } from '../../ui/cn.ts';
import { BAND_CLASSES, scoreBand } from './score-band.ts';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The global score, big, on a ring filled to it, in its band's colour, with the band in words. */
export function GlobalScore({ score }: { score: number }) {
  const t = useT();
  const band = scoreBand(score);
  const classes = BAND_CLASSES[band];
  return (
    <div className="flex items-center gap-5" data-testid="scanner-global-score" data-band={band}>
      <div className="relative size-32 shrink-0">
        <svg viewBox="0 0 120 120" className="size-full -rotate-90" aria-hidden="true">
          <circle cx="60" cy="60" r={RADIUS} fill="none" strokeWidth="10" className="stroke-gray-200" />
          <circle
            cx="60"
            cy="60"
            r={RADIUS}
            fill="none"
            strokeWidth="10"
            strokeLinecap="round"
            className={classes.stroke}
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - score / 100)}
          />
        </svg>
        <div className="absolute inset-0 flex flex-col items-center justify-center" aria-hidden="true">
          <span className={cn('text-4xl font-bold tabular-nums', classes.text)} data-testid="scanner-global-score-value">
            {score}
          </span>
          <span className="text-xs text-gray-600">{t('scanner.result.outOf')}</span>
        </div>
      </div>
      <div className="min-w-0">
        <p className="text-sm font-medium text-gray-600">{t('scanner.result.globalScore')}</p>
        <p className="sr-only">{t('scanner.result.scoreLabel', { score })}</p>
        <p className={cn('mt-1 text-lg font-semibold', classes.text)} data-testid="scanner-band">
          {t(`scanner.result.bands.${band}`)}
        </p>
      </div>
    </div>
  );
}
