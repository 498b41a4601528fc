import { useNavigation } from 'react-router';
import { useT } from '../lib/i18n/index.ts';

/**
 * A thin bar at the top of the window while the router fetches the next page's code (first visit
 * of a page only: afterwards it is in the browser). The current page stays usable meanwhile.
 */
export function NavigationProgress() {
  const t = useT();
  const { state } = useNavigation();
  if (state !== 'loading') return null;
  return (
    <div data-testid="navigation-progress" role="status" className="pointer-events-none fixed inset-x-0 top-0 z-50 h-0.5">
      <div className="h-full origin-left animate-page-progress bg-primary-600" />
      <span className="sr-only">{t('app.loadingPage')}</span>
    </div>
  );
}
