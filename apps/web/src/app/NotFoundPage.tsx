import { House } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../lib/i18n/index.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { buttonClasses } from '../ui/Button.tsx';

export function NotFoundPage() {
  const t = useT();
  useDocumentTitle(t('notFound.title'));
  return (
    <section data-testid="not-found-page" className="flex flex-col items-center px-4 py-16 text-center sm:py-24">
      <p className="text-sm font-semibold tracking-wide text-primary-600 uppercase">{t('notFound.code')}</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{t('notFound.title')}</h1>
      <p className="mt-4 max-w-md text-base leading-7 text-gray-600">{t('notFound.message')}</p>
      <Link to="/" className={buttonClasses({ className: 'mt-8' })}>
        <House aria-hidden="true" className="size-4" />
        {t('notFound.home')}
      </Link>
    </section>
  );
}
