import type { BillingProfile } from '@publia/shared';
import { describe, expect, it } from 'vitest';
import type { InvoiceSeller } from './invoice-row.ts';
import { drawInvoicePdf, invoiceStatusLabel } from './invoice-pdf.ts';
import { textOfPdf } from './pdf-text.test-support.ts';
import type { InvoiceRow } from './repository.ts';

const invoice: InvoiceRow = {
  id: '00000000-0000-4000-8000-000000000001',
  workspaceId: '00000000-0000-4000-8000-000000000002',
  providerInvoiceId: 'in_test',
  number: 'PUB-000042',
  status: 'paid',
  currency: 'eur',
  subtotal: 6583,
  tax: 1317,
  total: 7900,
  vatRatePercent: 20,
  planId: 'pro',
  periodStart: new Date('2026-03-01T10:00:00Z'),
  periodEnd: new Date('2026-04-01T10:00:00Z'),
  lines: [{ description: 'Publia Pro — 1 mois', amount: 7900 }],
  seller: { name: 'Publia SAS', address: '1 rue de la Paix, 75002 Paris, France', siren: '404833048', vatNumber: 'FR83404833048' },
  buyer: {
    legalName: 'Boulangerie Martin SARL',
    email: 'compta@boulangerie-martin.fr',
    addressLine1: '12 rue des Lilas',
    addressLine2: '',
    postalCode: '69003',
    city: 'Lyon',
    country: 'FR',
    siren: '732829320',
    vatNumber: 'FR44732829320',
  },
  hostedPdfUrl: null,
  issuedAt: new Date('2026-03-01T10:00:00Z'),
  paidAt: new Date('2026-03-01T10:00:05Z'),
  createdAt: new Date('2026-03-01T10:00:05Z'),
};

describe('the invoice PDF', () => {
  it('prints what a French business files: number, dates, both parties with SIREN and VAT number, HT, TVA and TTC', async () => {
    const bytes = await drawInvoicePdf(invoice, { compress: false });
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = textOfPdf(bytes);
    for (const expected of [
      'Facture',
      'Facture n° PUB-000042',
      "Date d'émission : 01/03/2026",
      'Période : du 01/03/2026 au 01/04/2026',
      'Statut : Payée',
      'Payée le 01/03/2026',
      'Publia SAS',
      'SIREN : 404833048',
      'N° TVA intracommunautaire : FR83404833048',
      'Boulangerie Martin SARL',
      '69003 Lyon',
      'SIREN : 732829320',
      'N° TVA intracommunautaire : FR44732829320',
      'Publia Pro — 1 mois',
      'Total HT',
      '65,83\u00a0€',
      'TVA (20 %)',
      '13,17\u00a0€',
      'Total TTC',
      '79,00\u00a0€',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('without an address, names the client and its e-mail, never a lone country code', async () => {
    const buyer = {
      ...(invoice.buyer as BillingProfile),
      legalName: '',
      email: 'admin@atelier.fr',
      addressLine1: '',
      addressLine2: '',
      postalCode: '',
      city: '',
      country: 'FR',
      siren: '',
      vatNumber: '',
    };
    const lines = textOfPdf(await drawInvoicePdf({ ...invoice, buyer }, { compress: false, workspaceName: 'Atelier Lumière' })).split('\n');
    const client = lines.slice(lines.indexOf('CLIENT') + 1, lines.indexOf('Désignation'));
    expect(client).toEqual(['Atelier Lumière', 'admin@atelier.fr']);
    expect(lines).not.toContain('FR');
  });

  it('with an address, prints the whole block', async () => {
    const lines = textOfPdf(await drawInvoicePdf(invoice, { compress: false, workspaceName: 'Atelier Lumière' })).split('\n');
    const client = lines.slice(lines.indexOf('CLIENT') + 1, lines.indexOf('Désignation'));
    expect(client).toEqual([
      'Boulangerie Martin SARL',
      '12 rue des Lilas',
      '69003 Lyon',
      'FR',
      'compta@boulangerie-martin.fr',
      'SIREN : 732829320',
      'N° TVA intracommunautaire : FR44732829320',
    ]);
  });

  it('says who issued it once when the operator is Publia, and both otherwise', async () => {
    const own = textOfPdf(await drawInvoicePdf({ ...invoice, seller: { ...(invoice.seller as InvoiceSeller), name: 'Publia' } }, { compress: false }));
    expect(own).toContain('Facture émise par Publia.');
    expect(own).not.toContain('générée par');
    const operator = textOfPdf(await drawInvoicePdf(invoice, { compress: false }));
    expect(operator).toContain('Facture émise par Publia SAS, établie avec le logiciel Publia.');
  });

  it('names the status as the page does', () => {
    expect(invoiceStatusLabel('paid')).toBe('Payée');
    expect(invoiceStatusLabel('open')).toBe('En attente');
    expect(invoiceStatusLabel('void')).toBe('Annulée');
    expect(invoiceStatusLabel('uncollectible')).toBe('Annulée');
  });
});
