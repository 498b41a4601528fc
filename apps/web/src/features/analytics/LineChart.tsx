import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useT } from '../../lib/i18n/index.ts';

export interface ChartSeries {
  key: string;
  label: string;
  color: string;
  values: Array<number | null>;
  /** The right-hand axis, for a second unit on the same chart (engagement beside impressions). */
  axis?: 'left' | 'right';
  dash?: number[];
}

interface LineChartProps {
  title: string;
  /** The x labels, one per point, already worded (« 12 mars », « Semaine du 3 mars »). */
  labels: string[];
  /** Shorter labels for the axis under the chart (« 12 sept. » for a measure read « 12 septembre 2026 à 14:00 »). */
  axisLabels?: string[];
  /** The header of the first column of the table read to screen readers (« Jour », « Semaine »). */
  columnLabel: string;
  series: ChartSeries[];
  format: (value: number) => string;
  formatAxis: (value: number) => string;
  /** Read out for a missing value (« Non fourni »). */
  missing: string;
  emptyText: string;
  height?: number;
  footer?: ReactNode;
}

/** Whether this browser can draw on a canvas (a test's DOM cannot: the table stays, the drawing goes). */
function canDraw(): boolean {
  try {
    return Boolean(document.createElement('canvas').getContext('2d'));
  } catch {
    return false;
  }
}

/** The axes' greys, read from the page's palette when the chart is drawn: they follow the theme. */
function axisStyle() {
  const palette = getComputedStyle(document.documentElement);
  const grey = (shade: number, fallback: string) => palette.getPropertyValue(`--color-gray-${shade}`).trim() || fallback;
  return { stroke: grey(600, '#4b5563'), grid: { stroke: grey(100, '#f3f4f6'), width: 1 }, ticks: { stroke: grey(200, '#e5e7eb'), width: 1 }, font: '12px system-ui, sans-serif' };
}

/**
 * A line's colour as drawn: in the dark theme, mixed 45 % with white, so that the colours chosen for
 * 3:1 against white keep it against the dark surface.
 */
function lineColour(color: string): string {
  if (document.documentElement.getAttribute('data-theme') !== 'dark' || !/^#[0-9a-f]{6}$/i.test(color)) return color;
  const channels = [1, 3, 5].map((start) => Math.round(Number.parseInt(color.slice(start, start + 2), 16) * 0.55 + 255 * 0.45));
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}
const fromZero = (_u: uPlot, _min: number, max: number): uPlot.Range.MinMax => [0, max > 0 ? max * 1.1 : 1];

/**
 * A line chart drawn by uPlot, as wide as its container (it follows it when it resizes), with its
 * own legend and, for screen readers, the same figures as a table.
 */
export function LineChart({ title, labels, axisLabels, columnLabel, series, format, formatAxis, missing, emptyText, height = 220, footer }: LineChartProps) {
  const t = useT();
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const drawn = series.filter((line) => line.values.some((value) => value !== null));
  // The chart is rebuilt when what it draws changes (this text), not at every render of the page.
  const model = JSON.stringify({ labels: axisLabels ?? labels, lines: drawn });

  useEffect(() => {
    const element = box.current;
    const { labels: xs, lines } = JSON.parse(model) as { labels: string[]; lines: ChartSeries[] };
    if (!element || lines.length === 0 || !canDraw()) return;
    const hasRight = lines.some((line) => line.axis === 'right');
    const axisValues = (_u: uPlot, splits: number[]) => splits.map((value) => formatAxis(value));
    const AXIS = axisStyle();
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 200),
        height,
        legend: { show: false },
        cursor: { drag: { x: false, y: false }, points: { size: 8 } },
        scales: { x: { time: false }, y: { range: fromZero }, ...(hasRight ? { y2: { range: fromZero } } : {}) },
        axes: [
          { ...AXIS, space: 72, values: (_u, splits) => splits.map((value) => (Number.isInteger(value) ? (xs[value] ?? '') : '')) },
          { ...AXIS, scale: 'y', size: 56, values: axisValues },
          ...(hasRight ? [{ ...AXIS, scale: 'y2', side: 1, size: 56, grid: { show: false }, values: axisValues }] : []),
        ],
        series: [
          {},
          ...lines.map((line) => ({
            label: line.label,
            stroke: lineColour(line.color),
            width: 2,
            scale: line.axis === 'right' ? 'y2' : 'y',
            ...(line.dash ? { dash: line.dash } : {}),
            points: { show: xs.length <= 31, size: 5, fill: lineColour(line.color) },
          })),
        ],
        hooks: { setCursor: [(u) => setHovered(u.cursor.idx ?? null)] },
      },
      [xs.map((_, index) => index), ...lines.map((line) => line.values)] as uPlot.AlignedData,
      element,
    );
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => chart.setSize({ width: Math.max(element.clientWidth, 200), height }));
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      chart.destroy();
    };
  }, [box, model, height, formatAxis]);

  const point = hovered !== null && labels[hovered] !== undefined ? hovered : null;
  return (
    <figure aria-labelledby={titleId} className="flex min-w-0 flex-col gap-3">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={titleId} className="text-base font-semibold text-gray-900">
          {title}
        </h3>
        {point !== null && (
          <span aria-hidden="true" className="text-xs text-gray-600">
            {labels[point]}
          </span>
        )}
      </figcaption>
      {drawn.length === 0 ? (
        <p className="flex items-center justify-center rounded-lg bg-gray-50 px-4 py-10 text-center text-sm text-gray-600">{emptyText}</p>
      ) : (
        <>
          <div ref={box} role="img" aria-label={t('analytics.charts.imageLabel', { title })} className="w-full min-w-0 overflow-hidden" style={{ minHeight: height }} />
          <ul aria-label={t('analytics.charts.legend')} className="flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-gray-700">
            {drawn.map((line) => {
              const value = point === null ? undefined : line.values[point];
              return (
                <li key={line.key} className="flex items-center gap-1.5">
                  <span aria-hidden="true" className="inline-block h-0.5 w-4 rounded" style={{ backgroundColor: lineColour(line.color) }} />
                  <span>{line.label}</span>
                  {value !== undefined && (
                    <span aria-hidden="true" className="font-semibold text-gray-900">
                      {value === null ? '—' : format(value)}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
          {/* A table ignores the 1 px height that hides it: the wrapper hides it, or its rows would lengthen the page. */}
          <div className="sr-only">
            <table>
              <caption>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{columnLabel}</th>
                  {drawn.map((line) => (
                    <th key={line.key} scope="col">
                      {line.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {labels.map((label, index) => (
                  <tr key={index}>
                    <th scope="row">{label}</th>
                    {drawn.map((line) => {
                      const value = line.values[index] ?? null;
                      return <td key={line.key}>{value === null ? missing : format(value)}</td>;
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {footer}
    </figure>
  );
}
