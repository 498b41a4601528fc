import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card } from './Card.tsx';
import { cn } from './cn.ts';

/**
 * The frame of a block of a page: its icon, its title (an h2 naming the section), what it is for,
 * the controls on the right (under the title when the row is too narrow), then its content.
 * `narrow`: a side panel, whose title keeps the controls beside it down to a smaller width.
 */
export function SectionCard({
  icon: Icon,
  title,
  description,
  actions,
  testId,
  tint = 'bg-primary-50 text-primary-600',
  narrow = false,
  className,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description?: string;
  actions?: ReactNode;
  testId?: string;
  tint?: string;
  narrow?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card data-testid={testId} className={cn('min-w-0', className)}>
      <section aria-labelledby={titleId} className="flex flex-col gap-4 p-4 sm:p-5">
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div className={cn('flex min-w-0 flex-1', narrow ? 'basis-48' : 'basis-64', 'items-start gap-3')}>
            <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-xl', tint)}>
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0">
              <h2 id={titleId} className="text-base font-semibold text-gray-900">
                {title}
              </h2>
              {description && <p className="mt-0.5 text-sm leading-6 text-gray-600">{description}</p>}
            </div>
          </div>
          {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
        </header>
        {children}
      </section>
    </Card>
  );
}
