import type { ReactNode } from 'react';
import { cn } from '../../../ui/cn.ts';

/**
 * One preference: its name and what it does on the left, its control on the right (under them on a
 * phone). The name's id labels the control (a radio group, a switch), the hint's id describes it.
 */
export function PreferenceRow({
  title,
  titleId,
  hint,
  hintId,
  wide = false,
  testId,
  children,
}: {
  title: ReactNode;
  titleId: string;
  hint?: ReactNode;
  hintId?: string;
  /** The control takes the whole width under the name (the theme cards, the slider). */
  wide?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div data-testid={testId} className={cn('flex flex-col gap-3 py-5 first:pt-0 last:pb-0', !wide && 'sm:flex-row sm:items-start sm:justify-between sm:gap-8')}>
      <div className={cn('min-w-0', !wide && 'sm:max-w-sm')}>
        <p id={titleId} className="text-sm font-medium text-gray-900">
          {title}
        </p>
        {hint && (
          <p id={hintId} className="mt-1 text-sm leading-6 text-gray-600">
            {hint}
          </p>
        )}
      </div>
      <div className={cn('min-w-0', !wide && 'sm:shrink-0')}>{children}</div>
    </div>
  );
}
