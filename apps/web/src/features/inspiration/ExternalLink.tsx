import { ExternalLink as ExternalIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { buttonClasses } from '../../ui/Button.tsx';

/** A link out of Publia, in a new tab (said to screen readers), drawn as a small button. */
export function ExternalLink({ href, testId, children }: { href: string; testId?: string; children: ReactNode }) {
  const t = useT();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" data-testid={testId} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
      <ExternalIcon aria-hidden="true" className="size-4" />
      {children}
      <span className="sr-only">{t('inspiration.newTab')}</span>
    </a>
  );
}
