import { useId } from 'react';
import { cn } from '../../ui/cn.ts';
import { useScannerFormat } from './use-scanner-format.ts';

/**
 * A labelled progress bar (the upload, the analysis, a fix): its name, the percentage in words, and
 * what it is doing now (`detail`), all read by a screen reader from the bar itself.
 */
export function ProgressBar({ label, percent, detail, testId, compact = false }: { label: string; percent: number; detail?: string; testId?: string; compact?: boolean }) {
  const format = useScannerFormat();
  const labelId = useId();
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  const words = format.percent(value / 100);
  return (
    <div className="flex w-full min-w-0 flex-col gap-1.5" data-testid={testId}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={labelId} className="min-w-0 font-medium text-gray-800">
          {label}
        </span>
        <span className="shrink-0 font-semibold text-gray-900 tabular-nums" data-testid={testId ? `${testId}-percent` : undefined}>
          {words}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={detail ? `${words} — ${detail}` : words}
        className={cn('overflow-hidden rounded-full bg-gray-200', compact ? 'h-1.5' : 'h-2.5')}
      >
        <div className="h-full rounded-full bg-primary-600 transition-[width] duration-500" style={{ width: `${value}%` }} />
      </div>
      {detail && (
        <p className="text-sm text-gray-600" data-testid={testId ? `${testId}-detail` : undefined}>
          {detail}
        </p>
      )}
    </div>
  );
}
