import { billingEndpoints, INVOICE_STATUSES, pathOf, type Invoice, type InvoiceStatus } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { workspaceName } from '../../core/workspaces/service.ts';
import { AppError } from '../../http/app-error.ts';
import { drawInvoicePdf } from './invoice-pdf.ts';
import { findInvoice, listInvoices, type InvoiceRow } from './repository.ts';

/** The history shows this many invoices at most: eight years of monthly ones and their changes. */
const MAX_INVOICES = 200;

const statusOf = (status: string): InvoiceStatus => ((INVOICE_STATUSES as readonly string[]).includes(status) ? (status as InvoiceStatus) : 'void');

/** An invoice as the page lists it; its PDF is the provider's own (Stripe), else the one Publia draws. */
export function invoiceView(row: InvoiceRow): Invoice {
  return {
    id: row.providerInvoiceId,
    number: row.number,
    date: row.issuedAt.toISOString(),
    amount: row.total,
    currency: row.currency,
    status: statusOf(row.status),
    pdfUrl: row.hostedPdfUrl ?? pathOf(billingEndpoints.invoicePdf, { id: row.providerInvoiceId }),
  };
}

/** GET /api/subscription/invoices: the invoices filed here, newest first (whatever the billing mode). */
export async function listInvoiceViews(ctx: AppContext, workspaceId: string): Promise<Invoice[]> {
  return (await listInvoices(ctx.db, workspaceId, MAX_INVOICES)).map(invoiceView);
}

/** GET /api/subscription/invoices/:id/pdf: an invoice of the workspace, drawn as filed. */
export async function invoicePdf(ctx: AppContext, workspaceId: string, id: string): Promise<{ fileName: string; body: Buffer }> {
  const row = await findInvoice(ctx.db, workspaceId, id);
  if (!row) throw new AppError(404, 'billing.invoiceNotFound');
  const body = await drawInvoicePdf(row, { workspaceName: await workspaceName(ctx.db, workspaceId) });
  return { fileName: `facture-${row.number.replace(/[^\w.-]/g, '_')}.pdf`, body };
}
