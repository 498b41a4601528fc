import { frenchMessage, type ApiMessageKey, type BillingProfile } from '@publia/shared';
import PDFDocument from 'pdfkit';
import { frenchDate } from '../../lib/csv.ts';
import { pdfBytes, pdfText } from '../../lib/pdf.ts';
import { DEFAULT_TIME_ZONE } from '../../lib/time-zone.ts';
import type { InvoiceLine, InvoiceSeller } from './invoice-row.ts';
import type { InvoiceRow } from './repository.ts';

const MARGIN = 50;
const INK = '#111827';
const MUTED = '#4b5563';
const RULE = '#d1d5db';

/** An invoice is dated where the seller files it, whoever downloads it: the same file for everyone. */
const day = (instant: Date) => frenchDate(instant, DEFAULT_TIME_ZONE);
const money = (cents: number, currency: string) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
const say = (key: ApiMessageKey, params: Record<string, string> = {}) => pdfText(frenchMessage(key, params));

const STATUS_KEYS: Record<string, ApiMessageKey> = { paid: 'billing.invoiceStatus.paid', open: 'billing.invoiceStatus.open' };
/** Paid « Payée », open « En attente », anything else « Annulée ». */
export const invoiceStatusLabel = (status: string) => frenchMessage(STATUS_KEYS[status] ?? 'billing.invoiceStatus.void');

/** The lines of a party's block: name, address, registration numbers. */
function sellerLines(seller: InvoiceSeller): string[] {
  return [
    seller.name,
    ...seller.address.split(/,\s*/),
    ...(seller.siren ? [say('billing.pdf.siren', { siren: seller.siren })] : []),
    ...(seller.vatNumber ? [say('billing.pdf.vatNumber', { vatNumber: seller.vatNumber })] : []),
  ];
}

/**
 * The client's block. Without an address it is the client's name (the billing name, else the
 * workspace's) and e-mail: a country code alone, the profile's default, would say nothing of them.
 */
function buyerLines(buyer: BillingProfile, workspaceName: string | null): string[] {
  const hasAddress = [buyer.addressLine1, buyer.addressLine2, buyer.postalCode, buyer.city].some((part) => part.trim() !== '');
  return [
    buyer.legalName.trim() || workspaceName || '',
    ...(hasAddress ? [buyer.addressLine1, buyer.addressLine2, [buyer.postalCode, buyer.city].filter(Boolean).join(' '), buyer.country] : []),
    buyer.email,
    ...(buyer.siren ? [say('billing.pdf.siren', { siren: buyer.siren })] : []),
    ...(buyer.vatNumber ? [say('billing.pdf.vatNumber', { vatNumber: buyer.vatNumber })] : []),
  ].filter((line) => line.trim() !== '');
}

/**
 * Who issued the invoice and what drew it, in one sentence when they are one: an installation
 * whose operator is named Publia issues and draws it alike.
 */
function issuerLine(seller: InvoiceSeller): string {
  if (seller.name.trim().toLowerCase() === 'publia') return say('billing.pdf.issuedByPublia');
  return say('billing.pdf.generatedBy', { seller: seller.name });
}

function drawParty(doc: PDFKit.PDFDocument, title: string, lines: string[], x: number, y: number, width: number): number {
  doc.font('Helvetica-Bold').fontSize(10).fillColor(MUTED).text(pdfText(title).toUpperCase(), x, y, { width });
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  let bottom = y + 16;
  for (const line of lines) {
    doc.text(pdfText(line), x, bottom, { width });
    bottom = doc.y + 1;
  }
  return bottom;
}

function drawLines(doc: PDFKit.PDFDocument, invoice: InvoiceRow, y: number): number {
  const width = doc.page.width - 2 * MARGIN;
  const amountWidth = 110;
  const rule = (at: number) =>
    doc
      .moveTo(MARGIN, at)
      .lineTo(MARGIN + width, at)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK);
  doc.text(say('billing.pdf.description'), MARGIN, y, { width: width - amountWidth });
  doc.text(say('billing.pdf.amount'), MARGIN + width - amountWidth, y, { width: amountWidth, align: 'right' });
  y += 16;
  rule(y);
  doc.font('Helvetica').fontSize(10);
  for (const line of invoice.lines as InvoiceLine[]) {
    y += 6;
    doc.text(pdfText(line.description), MARGIN, y, { width: width - amountWidth - 10 });
    const next = doc.y;
    doc.text(pdfText(money(line.amount, invoice.currency)), MARGIN + width - amountWidth, y, { width: amountWidth, align: 'right' });
    y = Math.max(next, doc.y) + 4;
    rule(y);
  }
  return y + 12;
}

function drawTotals(doc: PDFKit.PDFDocument, invoice: InvoiceRow, y: number): number {
  const x = doc.page.width - MARGIN - 240;
  const rows: [string, number, boolean][] = [
    [say('billing.pdf.totalExcludingTax'), invoice.subtotal, false],
    [say('billing.pdf.tax', { rate: String(invoice.vatRatePercent) }), invoice.tax, false],
    [say('billing.pdf.total'), invoice.total, true],
  ];
  for (const [label, cents, bold] of rows) {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(bold ? 12 : 10)
      .fillColor(INK);
    doc.text(label, x, y, { width: 130 });
    doc.text(pdfText(money(cents, invoice.currency)), x + 130, y, { width: 110, align: 'right' });
    y += bold ? 20 : 16;
  }
  return y;
}

/**
 * An invoice as a French business files it, drawn by Publia (the payment sandbox has no PDF of its
 * own): its number and dates, the seller's and the buyer's legal details as they were at issue,
 * the lines, HT, VAT at its rate and TTC, and its status. `workspaceName` names a client whose
 * billing name was left empty. `compress: false` leaves the page's text
 * readable in the file (tests).
 */
export async function drawInvoicePdf(invoice: InvoiceRow, options: { compress?: boolean; workspaceName?: string | null } = {}): Promise<Buffer> {
  const title = `${frenchMessage('billing.pdf.title')} ${invoice.number}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: options.compress ?? true,
    info: { Title: pdfText(title), Author: 'Publia', CreationDate: invoice.issuedAt },
  });
  const done = pdfBytes(doc);
  const width = doc.page.width - 2 * MARGIN;
  const seller = invoice.seller as InvoiceSeller;

  doc.font('Helvetica-Bold').fontSize(22).fillColor(INK).text(say('billing.pdf.title'), MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(10).fillColor(MUTED);
  const facts = [
    say('billing.pdf.number', { number: invoice.number }),
    say('billing.pdf.issuedOn', { date: day(invoice.issuedAt) }),
    ...(invoice.periodStart && invoice.periodEnd ? [say('billing.pdf.period', { from: day(invoice.periodStart), to: day(invoice.periodEnd) })] : []),
    say('billing.pdf.status', { status: invoiceStatusLabel(invoice.status) }),
    ...(invoice.paidAt && invoice.status === 'paid' ? [say('billing.pdf.paidOn', { date: day(invoice.paidAt) })] : []),
  ];
  facts.forEach((fact, i) => doc.text(fact, MARGIN, MARGIN + 32 + i * 14, { width }));

  const partiesTop = MARGIN + 32 + facts.length * 14 + 24;
  const column = (width - 30) / 2;
  const sellerBottom = drawParty(doc, frenchMessage('billing.pdf.seller'), sellerLines(seller), MARGIN, partiesTop, column);
  const buyerBottom = drawParty(
    doc,
    frenchMessage('billing.pdf.buyer'),
    buyerLines(invoice.buyer as BillingProfile, options.workspaceName ?? null),
    MARGIN + column + 30,
    partiesTop,
    column,
  );

  const linesBottom = drawLines(doc, invoice, Math.max(sellerBottom, buyerBottom) + 30);
  const totalsBottom = drawTotals(doc, invoice, linesBottom);

  doc.font('Helvetica').fontSize(8).fillColor(MUTED);
  doc.text(say('billing.pdf.pricesIncludeTax'), MARGIN, totalsBottom + 30, { width });
  doc.text(issuerLine(seller), MARGIN, doc.y + 2, { width });
  doc.end();
  return done;
}
