import { NETWORK_NAMES, type AdviceCell, type Network } from '@publia/shared';
import { cn } from '../../ui/cn.ts';
import { EMPTY_CLASS, LEVEL_CLASSES, rateScale, UNKNOWN_RATE_CLASS, type RateScale } from './heatmap-scale.ts';
import { useAdviceFormat, type AdviceFormat } from './use-advice-format.ts';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** « mardi 10 h : 4 publications, taux d'engagement 6,2 % » */
function cellLabel(f: AdviceFormat, cell: AdviceCell): string {
  const params = { day: f.weekday(cell.weekday), hour: f.hour(cell.hour), posts: f.count('advice.posts', cell.posts) };
  return cell.rate === null ? f.t('advice.heatmap.cellNoRate', params) : f.t('advice.heatmap.cell', { ...params, rate: f.percent(cell.rate) });
}

function Legend({ scale, hasUnknown }: { scale: RateScale | null; hasUnknown: boolean }) {
  const f = useAdviceFormat();
  const swatch = 'inline-block size-3.5 shrink-0 rounded-sm';
  return (
    <div data-testid="advice-heatmap-legend" className="flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-gray-600">
      {scale && (
        <p className="flex flex-wrap items-center gap-1.5">
          <span className="font-medium text-gray-700">{f.t('advice.heatmap.legend')}</span>
          <span>{f.percent(scale.min)}</span>
          <span className="flex gap-0.5" aria-hidden="true">
            {LEVEL_CLASSES.map((level) => (
              <span key={level} className={cn(swatch, level)} />
            ))}
          </span>
          <span>{f.percent(scale.max)}</span>
          <span className="sr-only">{f.t('advice.heatmap.legendDarker')}</span>
        </p>
      )}
      <p className="flex items-center gap-1.5">
        <span aria-hidden="true" className={cn(swatch, EMPTY_CLASS, 'ring-1 ring-gray-200 ring-inset')} />
        {f.t('advice.heatmap.empty')}
      </p>
      {hasUnknown && (
        <p className="flex items-center gap-1.5">
          <span aria-hidden="true" className={cn(swatch, UNKNOWN_RATE_CLASS)} />
          {f.t('advice.heatmap.unknownRate')}
        </p>
      )}
    </div>
  );
}

/**
 * The weekday × hour grid of a network's measured posts, coloured by engagement rate. Each slot
 * with posts carries its own label (day, hour, posts, rate); the same figures follow as a table for
 * screen readers. Narrow columns let the 24 hours fit a phone's width without scrolling.
 */
export function Heatmap({ network, cells }: { network: Network; cells: AdviceCell[] }) {
  const f = useAdviceFormat();
  const bySlot = new Map(cells.map((cell) => [`${cell.weekday}-${cell.hour}`, cell]));
  const scale = rateScale(cells);
  const sorted = [...cells].sort((a, b) => a.weekday - b.weekday || a.hour - b.hour);
  const name = NETWORK_NAMES[network];

  return (
    <div className="flex flex-col gap-3">
      <div
        role="group"
        aria-label={f.t('advice.heatmap.label', { network: name })}
        data-testid="advice-heatmap"
        className="grid grid-cols-[2.25rem_repeat(24,minmax(0,1fr))] gap-0.5 sm:grid-cols-[3rem_repeat(24,minmax(0,1fr))]"
      >
        <span aria-hidden="true" />
        {HOURS.map((hour) => (
          <span
            key={hour}
            aria-hidden="true"
            className={cn('h-4 overflow-visible text-[0.6875rem] leading-4 whitespace-nowrap text-gray-600', hour % 6 !== 0 && 'invisible', hour % 3 === 0 && 'sm:visible')}
          >
            {hour % 3 === 0 ? f.hour(hour) : ''}
          </span>
        ))}
        {WEEKDAYS.map((weekday) => (
          <div key={weekday} className="contents">
            <span aria-hidden="true" className="truncate pr-1 text-xs leading-4 text-gray-600 sm:leading-6">
              {f.weekdayShort(weekday)}
            </span>
            {HOURS.map((hour) => {
              const cell = bySlot.get(`${weekday}-${hour}`);
              if (!cell) return <span key={hour} aria-hidden="true" className={cn('h-4 rounded-sm sm:h-6', EMPTY_CLASS)} />;
              const label = cellLabel(f, cell);
              const level = cell.rate === null || !scale ? null : scale.levelOf(cell.rate);
              return (
                <span
                  key={hour}
                  role="img"
                  aria-label={label}
                  title={label}
                  data-testid="advice-heatmap-cell"
                  data-weekday={weekday}
                  data-hour={hour}
                  data-level={level ?? 'unknown'}
                  className={cn('h-4 rounded-sm sm:h-6', level === null ? UNKNOWN_RATE_CLASS : LEVEL_CLASSES[level])}
                />
              );
            })}
          </div>
        ))}
      </div>
      <Legend scale={scale} hasUnknown={cells.some((cell) => cell.rate === null)} />
      {/* A table ignores the 1 px height that hides it: the wrapper hides it, or its rows would lengthen the page. */}
      <div className="sr-only">
        <table data-testid="advice-heatmap-table">
          <caption>{f.t('advice.heatmap.caption', { network: name })}</caption>
          <thead>
            <tr>
              <th scope="col">{f.t('advice.heatmap.columns.day')}</th>
              <th scope="col">{f.t('advice.heatmap.columns.hour')}</th>
              <th scope="col">{f.t('advice.heatmap.columns.posts')}</th>
              <th scope="col">{f.t('advice.heatmap.columns.rate')}</th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((cell) => (
              <tr key={`${cell.weekday}-${cell.hour}`}>
                <th scope="row">{f.weekday(cell.weekday)}</th>
                <td>{f.t('advice.hours.range', { from: f.hour(cell.hour), to: f.hour(cell.hour + 1) })}</td>
                <td>{f.number(cell.posts)}</td>
                <td>{cell.rate === null ? f.t('advice.heatmap.unknownRateShort') : f.percent(cell.rate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
