import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';

/** A home block's title and its « Voir … » link to the page it summarises. */
export function BlockHeader({ titleId, title, to, linkLabel }: { titleId: string; title: string; to: string; linkLabel: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 id={titleId} className="text-base font-semibold text-gray-900">
        {title}
      </h2>
      <Link to={to} className="inline-flex items-center gap-1 text-sm font-medium text-primary-700 hover:underline">
        {linkLabel}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}
