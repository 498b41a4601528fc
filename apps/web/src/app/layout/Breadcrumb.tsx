import { ChevronRight, House } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { hasMessage, useT } from '../../lib/i18n/index.ts';
import { isBreadcrumbHidden } from './nav-rules.ts';

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Home icon, then one crumb per path segment; hidden on "/" and on the create screens. */
export function Breadcrumb() {
  const t = useT();
  const { pathname } = useLocation();
  if (isBreadcrumbHidden(pathname)) return null;

  const segments = pathname.split('/').filter(Boolean);
  const crumbs = segments.map((segment, index) => {
    const key = `breadcrumb.segments.${segment}`;
    return {
      to: `/${segments.slice(0, index + 1).join('/')}`,
      label: hasMessage(key) ? t(key) : decodeSegment(segment),
    };
  });

  return (
    <nav aria-label={t('breadcrumb.label')} data-testid="breadcrumb" className="mb-6">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-gray-500">
        <li>
          <Link
            to="/"
            aria-label={t('breadcrumb.home')}
            className="flex rounded-md p-0.5 transition-colors hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-primary-600"
          >
            <House aria-hidden="true" className="size-4" />
          </Link>
        </li>
        {crumbs.map((crumb, index) => (
          <li key={crumb.to} className="flex min-w-0 items-center gap-1.5">
            <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-gray-300" />
            {index === crumbs.length - 1 ? (
              <span aria-current="page" className="truncate font-medium text-gray-900">
                {crumb.label}
              </span>
            ) : (
              <Link to={crumb.to} className="truncate rounded-sm transition-colors hover:text-gray-900 hover:underline">
                {crumb.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
