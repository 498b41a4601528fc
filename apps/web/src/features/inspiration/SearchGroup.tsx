import type { ReactNode } from 'react';
import { Card } from '../../ui/Card.tsx';

/** One kind of result of the search (Actualités, Tendances…), with how many were found. */
export function SearchGroup({ id, title, count, testId, children }: { id: string; title: string; count: number; testId: string; children: ReactNode }) {
  return (
    <Card data-testid={testId} className="min-w-0">
      <section aria-labelledby={id} className="flex flex-col gap-3 p-4 sm:p-5">
        <h2 id={id} className="flex items-center gap-2 text-base font-semibold text-gray-900">
          {title}
          <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-700 tabular-nums">{count}</span>
        </h2>
        {children}
      </section>
    </Card>
  );
}
