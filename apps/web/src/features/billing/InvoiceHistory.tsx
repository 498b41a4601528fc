import type { Invoice } from '@publia/shared';
import { FileDown, Receipt } from 'lucide-react';
import { formatDate } from '../../lib/dates.ts';
import { useT } from '../../lib/i18n/index.ts';
import { formatPrice } from '../../lib/money.ts';
import { Badge, type BadgeTone } from '../../ui/Badge.tsx';
import { buttonClasses } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import { EmptyLine } from '../../ui/QueryState.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { useTimeZone } from '../auth/use-time-zone.ts';
import { invoiceStatusShown } from './format.ts';

const amount = (invoice: Invoice) => formatPrice(invoice.amount, invoice.currency);

const STATUS_TONES = { paid: 'success', open: 'warning', void: 'neutral' } as const satisfies Record<string, BadgeTone>;

function InvoiceStatus({ invoice }: { invoice: Invoice }) {
  const t = useT();
  const shown = invoiceStatusShown(invoice.status);
  return (
    <Badge tone={STATUS_TONES[shown]} data-testid="invoice-status">
      {t(`billing.invoices.status.${shown}`)}
    </Badge>
  );
}

/** « PDF », opening the invoice in a new tab; an invoice without one says so. */
function InvoicePdf({ invoice }: { invoice: Invoice }) {
  const t = useT();
  if (!invoice.pdfUrl) return <span className="text-xs text-gray-500">{t('billing.invoices.noPdf')}</span>;
  return (
    <ExternalLink href={invoice.pdfUrl} testId="invoice-pdf" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
      <FileDown aria-hidden="true" className="size-4" />
      {t('billing.invoices.pdf')}
      <span className="sr-only">{t('billing.invoices.pdfOf', { number: invoice.number })}</span>
    </ExternalLink>
  );
}

/** The invoices, newest first: a table from tablet width on, cards on a phone. */
export function InvoiceHistory({ invoices }: { invoices: Invoice[] }) {
  const t = useT();
  const timeZone = useTimeZone();
  const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-gray-600 uppercase';
  const date = (invoice: Invoice) => formatDate(invoice.date, timeZone);

  return (
    <SectionCard icon={Receipt} title={t('billing.invoices.title')} description={t('billing.invoices.description')} testId="invoices">
      {invoices.length === 0 ? (
        <EmptyLine testId="invoices-empty">{t('billing.invoices.empty')}</EmptyLine>
      ) : (
        <>
          <div className="-mx-4 hidden overflow-x-auto border-t border-gray-100 sm:-mx-5 md:block">
            <table className="w-full text-sm" data-testid="invoices-table">
              <caption className="sr-only">{t('billing.invoices.caption')}</caption>
              <thead className="border-b border-gray-200 bg-gray-50">
                <tr>
                  <th scope="col" className={th}>
                    {t('billing.invoices.columns.number')}
                  </th>
                  <th scope="col" className={th}>
                    {t('billing.invoices.columns.date')}
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    {t('billing.invoices.columns.amount')}
                  </th>
                  <th scope="col" className={th}>
                    {t('billing.invoices.columns.status')}
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    <span className="sr-only">{t('billing.invoices.columns.pdf')}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {invoices.map((invoice) => (
                  <tr key={invoice.id} data-testid="invoice-row">
                    <th scope="row" className="px-4 py-3 text-left font-semibold text-gray-900 tabular-nums" data-testid="invoice-number">
                      {invoice.number}
                    </th>
                    <td className="px-4 py-3 text-gray-700" data-testid="invoice-date">
                      {date(invoice)}
                    </td>
                    <td className="px-4 py-3 text-right font-medium text-gray-900 tabular-nums" data-testid="invoice-amount">
                      {amount(invoice)}
                    </td>
                    <td className="px-4 py-3">
                      <InvoiceStatus invoice={invoice} />
                    </td>
                    <td className="px-4 py-3 text-right">
                      <InvoicePdf invoice={invoice} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="flex flex-col gap-3 md:hidden" aria-label={t('billing.invoices.caption')}>
            {invoices.map((invoice) => (
              <li key={invoice.id}>
                <Card data-testid="invoice-card" className="flex items-center justify-between gap-3 p-4 shadow-none">
                  <div className="flex min-w-0 flex-col gap-1">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="text-sm font-semibold text-gray-900 tabular-nums">{invoice.number}</span>
                      <InvoiceStatus invoice={invoice} />
                    </p>
                    <p className="text-sm text-gray-600">
                      {date(invoice)} · <span className="font-medium text-gray-900 tabular-nums">{amount(invoice)}</span>
                    </p>
                  </div>
                  <InvoicePdf invoice={invoice} />
                </Card>
              </li>
            ))}
          </ul>
        </>
      )}
    </SectionCard>
  );
}
