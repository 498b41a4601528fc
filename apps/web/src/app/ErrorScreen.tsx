import { House, RefreshCw, RotateCcw, TriangleExclamationPoint } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { useT } from '../lib/i18n/index.ts';
import { Button, buttonClasses } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { cn } from '../ui/cn.ts';
import { isPageLoadError } from './lazy-page.ts';

function messageOf(error: unknown): string | null {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return null;
}

/**
 * "Une erreur est survenue", the error's message (default "Erreur inconnue"), retry and home. A page
 * whose code could not be fetched says so instead, and its action reloads the whole page: the router
 * keeps a failed load, and after a release only a reload brings the new files.
 */
export function ErrorScreen({ error, onRetry, fullPage = false }: { error: unknown; onRetry: () => void; fullPage?: boolean }) {
  const t = useT();
  const pageLoad = isPageLoadError(error);
  return (
    <div className={cn('flex items-center justify-center px-4', fullPage ? 'min-h-dvh bg-gray-50 py-10' : 'py-16')}>
      <Card data-testid="error-screen" className="w-full max-w-lg p-8 text-center">
        <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-amber-50 ring-8 ring-amber-50/50">
          <TriangleExclamationPoint aria-hidden="true" className="size-7 text-amber-600" />
        </div>
        <div role="alert" className="mt-5">
          <h1 className="text-xl font-semibold text-gray-900">{pageLoad ? t('errorBoundary.pageLoadTitle') : t('errorBoundary.title')}</h1>
          <p className="mt-2 text-sm leading-6 break-words text-gray-600">{pageLoad ? t('errorBoundary.pageLoadMessage') : (messageOf(error) ?? t('errorBoundary.unknown'))}</p>
        </div>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          {pageLoad ? (
            <Button onClick={() => window.location.reload()} icon={<RefreshCw aria-hidden="true" className="size-4" />}>
              {t('errorBoundary.reload')}
            </Button>
          ) : (
            <Button onClick={onRetry} icon={<RotateCcw aria-hidden="true" className="size-4" />}>
              {t('errorBoundary.retry')}
            </Button>
          )}
          {/* A full load of "/": after a crash, starting afresh is the safest way home. */}
          <a href="/" className={buttonClasses({ variant: 'outline' })}>
            <House aria-hidden="true" className="size-4" />
            {t('errorBoundary.home')}
          </a>
        </div>
      </Card>
    </div>
  );
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
}

/** App-wide error boundary: whatever throws while rendering ends here instead of a blank page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Publia: rendering failed', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return <ErrorScreen fullPage error={this.state.error} onRetry={() => this.setState({ error: null, failed: false })} />;
    }
    return this.props.children;
  }
}

/** The same screen for errors the router catches; retrying renders the same address again. */
export function RouteErrorScreen({ fullPage = false }: { fullPage?: boolean }) {
  const error = useRouteError();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return <ErrorScreen fullPage={fullPage} error={error} onRetry={() => void navigate(`${pathname}${search}${hash}`, { replace: true })} />;
}
