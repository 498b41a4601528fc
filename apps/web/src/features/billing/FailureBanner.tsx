import { X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { Alert } from '../../ui/Alert.tsx';
import { scrollBehavior } from '../../lib/scroll-behavior.ts';

/** What failed, each with its own French message (« Erreur lors du changement de plan »…). */
export type FailureKey = 'changePlan' | 'subscribe' | 'cancel' | 'resume' | 'addCard' | 'deleteCard' | 'defaultCard';

export interface Failure {
  key: FailureKey;
  /** The server's own words (« Votre carte a été refusée. »), when it said something more. */
  detail: string;
}

/** Hands a failed action to the page's red banner. */
export type ReportFailure = (key: FailureKey) => (error: Error) => void;

/** The page's one error banner: the last failure, until dismissed or the next action. */
export function useFailure() {
  const [failure, setFailure] = useState<Failure | null>(null);
  const report: ReportFailure = useCallback((key) => (error) => setFailure({ key, detail: error.message }), []);
  const clear = useCallback(() => setFailure(null), []);
  return { failure, report, clear };
}

/** The red banner under the title: brought into view, since the action may sit lower on the page. */
export function FailureBanner({ failure, onDismiss }: { failure: Failure | null; onDismiss: () => void }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) ref.current?.scrollIntoView?.({ block: 'center', behavior: scrollBehavior() });
  }, [failure]);
  if (!failure) return null;
  const title = t(`billing.errors.${failure.key}`);
  return (
    <div ref={ref}>
      <Alert tone="error" data-testid="billing-error">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-semibold" data-testid="billing-error-title">
              {title}
            </p>
            {failure.detail && failure.detail !== title && (
              <p className="mt-0.5" data-testid="billing-error-detail">
                {failure.detail}
              </p>
            )}
          </div>
          <button
            type="button"
            onClick={onDismiss}
            aria-label={t('billing.errors.dismiss')}
            className="-m-1 shrink-0 rounded-md p-1 text-red-500 transition hover:bg-red-100 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-red-600"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      </Alert>
    </div>
  );
}
