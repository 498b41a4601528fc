import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card } from '../../ui/Card.tsx';
import { cn } from '../../ui/cn.ts';

/**
 * A side panel of the page: its icon, its title (an h2 naming the section), what it is for, the
 * controls on the right, then its content — drawn as the Veille page draws its blocks.
 */
export function Panel({
  icon: Icon,
  title,
  description,
  actions,
  testId,
  tint = 'bg-primary-50 text-primary-600',
  children,
}: {
  icon: LucideIcon;
  title: string;
  description?: string;
  actions?: ReactNode;
  testId?: string;
  tint?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card data-testid={testId} className="min-w-0">
      <section aria-labelledby={titleId} className="flex flex-col gap-4 p-4 sm:p-5">
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 flex-1 basis-48 items-start gap-3">
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
