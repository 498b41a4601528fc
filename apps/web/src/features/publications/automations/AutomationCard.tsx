import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { addPageMessages, useT, type MessageKey } from '../../../lib/i18n/index.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Card } from '../../../ui/Card.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import publicationsMessages from '../../../locales/fr-pages/publications.json';

// Not in the shell's French: `publications` joins the catalogue when this module loads, before anything renders.
addPageMessages('publications', publicationsMessages);

/** The frame of an automation: its icon, title and what it does, then its state and controls. */
export function AutomationCard({ icon: Icon, title, body, testId, children }: { icon: LucideIcon; title: string; body: string; testId: string; children: ReactNode }) {
  return (
    <Card data-testid={testId} className="flex min-w-0 flex-col gap-4 p-4 sm:p-5">
      <div className="flex items-start gap-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-emerald-50 text-emerald-600">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="text-sm font-semibold text-gray-900">{title}</h3>
          <p className="mt-1 text-sm leading-6 text-gray-600">{body}</p>
        </div>
      </div>
      {children}
    </Card>
  );
}

/** A card's figures once read: a spinner meanwhile, the reason and « Réessayer » when they could not be. */
export function Loaded<T>({ query, errorKey, children }: { query: UseQueryResult<T>; errorKey: MessageKey; children: (data: T) => ReactNode }) {
  const t = useT();
  if (query.isPending) return <Spinner className="self-start" />;
  if (query.isError) {
    return (
      <Alert tone="error">
        <p>{t(errorKey, { message: query.error.message })}</p>
        <Button size="sm" variant="outline" className="mt-2" onClick={() => void query.refetch()}>
          {t('publications.retry')}
        </Button>
      </Alert>
    );
  }
  return children(query.data);
}
