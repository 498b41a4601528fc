import { ExternalLink as ExternalIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../lib/i18n/index.ts';
import { buttonClasses } from './Button.tsx';

/** A link out of Publia, in a new tab (said to screen readers); small primary text unless `className` says otherwise. */
export function ExternalLink({ href, children, className, testId }: { href: string; children: ReactNode; className?: string; testId?: string }) {
  const t = useT();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-testid={testId}
      className={className ?? 'inline-flex items-center gap-1 text-xs font-medium text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600'}
    >
      {children}
      <span className="sr-only">{t('app.newTab')}</span>
    </a>
  );
}

/** The same link drawn as a small outline button, with the external-link icon. */
export function ExternalLinkButton({ href, testId, children }: { href: string; testId?: string; children: ReactNode }) {
  return (
    <ExternalLink href={href} testId={testId} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
      <ExternalIcon aria-hidden="true" className="size-4" />
      {children}
    </ExternalLink>
  );
}
