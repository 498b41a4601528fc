import { DATA_EXPORT_LINK_HOURS, pathOf, privacyEndpoints, type DataExport } from '@publia/shared';
import { Download, LoaderCircle } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../../lib/dates.ts';
import { useI18n } from '../../../lib/i18n/index.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button, buttonClasses } from '../../../ui/Button.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { useToast } from '../../../ui/toast/index.ts';
import { useSession } from '../../auth/session.ts';
import { useTimeZone } from '../../auth/use-time-zone.ts';
import { useRequestExport } from './queries.ts';

/** « 2,4 Mo »: the size as the interface's language writes it. */
function formatSize(bytes: number, locale: string): string {
  const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, 'megabyte'] : [Math.max(bytes, 1) / 1000, 'kilobyte'];
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

/** Where the latest request stands: being prepared (the page asks again meanwhile), ready, expired, failed. */
function ExportState({ latest, email }: { latest: DataExport; email: string }) {
  const { t, locale } = useI18n();
  const timeZone = useTimeZone();
  const requestedAt = t('privacy.export.requestedAt', { date: formatDateTime(latest.requestedAt, timeZone) });
  if (latest.state === 'pending') {
    return (
      <Alert tone="info" data-testid="privacy-export-state">
        <span className="flex items-center gap-2 font-medium">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          {t('privacy.export.states.pending')}
        </span>
        <p className="mt-1">{t('privacy.export.pending', { email })}</p>
        <p className="mt-1 text-xs">{requestedAt}</p>
      </Alert>
    );
  }
  if (latest.state === 'ready') {
    return (
      <Alert tone="success" data-testid="privacy-export-state">
        <p>{t('privacy.export.ready', { email, date: formatDateTime(latest.expiresAt ?? latest.requestedAt, timeZone) })}</p>
        <p className="mt-1 text-xs">
          {requestedAt}
          {latest.sizeBytes !== null && ` · ${t('privacy.export.size', { size: formatSize(latest.sizeBytes, locale) })}`}
        </p>
      </Alert>
    );
  }
  if (latest.state === 'expired') {
    return (
      <Alert tone="warning" data-testid="privacy-export-state">
        {t('privacy.export.expired', { date: formatDateTime(latest.completedAt ?? latest.requestedAt, timeZone) })}
      </Alert>
    );
  }
  return (
    <Alert tone="error" data-testid="privacy-export-state">
      <p>{t('privacy.export.failed')}</p>
      <p className="mt-1 text-xs">{requestedAt}</p>
    </Alert>
  );
}

/**
 * The e-mailed link opens this tab with the export's id and token (`?export=…&token=…`): the file
 * is offered here, where the user is signed in, since the download needs both their session and
 * the token. A signed-out browser was sent to the sign-in first and brought back with the same address.
 */
function useLinkedDownload(): string | null {
  const [params] = useSearchParams();
  const id = params.get('export');
  const token = params.get('token');
  return id && token ? `${pathOf(privacyEndpoints.downloadExport, { id })}?token=${encodeURIComponent(token)}` : null;
}

function LinkedDownload({ href }: { href: string }) {
  const { t } = useI18n();
  return (
    <Alert tone="success" data-testid="privacy-export-linked">
      <p>{t('privacy.export.linked')}</p>
      <a href={href} download className={buttonClasses({ size: 'sm', className: 'mt-3' })} data-testid="privacy-export-download">
        <Download aria-hidden="true" className="size-4" />
        {t('privacy.export.download')}
      </a>
    </Alert>
  );
}

/** « Télécharger mes données »: the request, then the state of the latest one. */
export function DataExportCard({ latest }: { latest: DataExport | null }) {
  const { t } = useI18n();
  const toast = useToast();
  const email = useSession()?.user.email ?? '';
  const request = useRequestExport();
  const linked = useLinkedDownload();
  const pending = latest?.state === 'pending';
  const ask = () =>
    request.mutate(undefined, {
      onSuccess: () => toast.success(t('privacy.export.requested', { email })),
      onError: (error) => toast.error(error.message),
    });
  return (
    <SectionCard
      icon={Download}
      title={t('privacy.export.title')}
      description={t('privacy.export.description', { hours: DATA_EXPORT_LINK_HOURS })}
      testId="privacy-export"
      actions={
        <Button
          variant="outline"
          onClick={ask}
          loading={request.isPending}
          disabled={pending}
          icon={<Download aria-hidden="true" className="size-4" />}
          data-testid="privacy-export-request"
        >
          {request.isPending ? t('privacy.export.requesting') : t('privacy.export.button')}
        </Button>
      }
    >
      {linked && <LinkedDownload href={linked} />}
      {latest && <ExportState latest={latest} email={email} />}
    </SectionCard>
  );
}
