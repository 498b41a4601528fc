import { RefreshCw, WifiOff } from 'lucide-react';
import { useT } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';

/**
 * Shown by the login page and the session guard when the authentication service cannot be reached.
 * The button reloads the page, which checks the session again.
 */
export function ConnectionErrorScreen({ detail }: { detail?: string | undefined }) {
  const t = useT();
  return (
    <div className="flex min-h-dvh items-center justify-center bg-gray-50 px-4 py-10">
      <Card data-testid="connection-error" className="w-full max-w-md p-8 text-center">
        <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-red-50 ring-8 ring-red-50/50">
          <WifiOff aria-hidden="true" className="size-7 text-red-600" />
        </div>
        <div role="alert" className="mt-5">
          <h1 className="text-xl font-semibold text-gray-900">{t('connectionError.title')}</h1>
          <p className="mt-2 text-sm leading-6 text-gray-600">{t('connectionError.message')}</p>
        </div>
        {detail && <p className="mt-3 rounded-lg bg-gray-50 px-3 py-2 text-xs text-gray-500">{detail}</p>}
        <Button className="mt-6" fullWidth icon={<RefreshCw aria-hidden="true" className="size-4" />} onClick={() => window.location.reload()}>
          {t('connectionError.retry')}
        </Button>
      </Card>
    </div>
  );
}
