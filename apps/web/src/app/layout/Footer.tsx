import { useLocation } from 'react-router';
import { useT } from '../../lib/i18n/index.ts';
import { LanguageSelect } from '../../ui/LanguageSelect.tsx';
import { LogoMark } from '../../ui/Logo.tsx';
import { isFooterHidden } from './nav-rules.ts';

const YEAR = new Date().getFullYear();

/** Page footer with the language selector; hidden on the subscription and team-access pages. */
export function Footer() {
  const t = useT();
  const { pathname } = useLocation();
  if (isFooterHidden(pathname)) return null;
  return (
    <footer data-testid="app-footer" className="border-t border-gray-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-4 py-5 text-sm text-gray-500 sm:flex-row sm:px-6 lg:px-8">
        <p className="flex items-center gap-2 text-center sm:text-left">
          <LogoMark className="hidden size-5 sm:block" />
          <span>
            {t('footer.copyright', { year: YEAR })}
            <span aria-hidden="true"> · </span>
            {t('footer.about')}
          </span>
        </p>
        <LanguageSelect />
      </div>
    </footer>
  );
}
