import type { InvoiceStatus } from '@publia/shared';

/** A card's expiry as MM/YY: the month on two digits, the year modulo 100 (« 4, 2027 » → « 04/27 »). */
export function formatExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

/** The three words an invoice's status is shown with: paid « Payée », open « En attente », anything else « Annulée ». */
export function invoiceStatusShown(status: InvoiceStatus): 'paid' | 'open' | 'void' {
  return status === 'paid' || status === 'open' ? status : 'void';
}

/** Card networks' names as they write them; another brand is shown as the provider names it, capitalised. */
const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  diners: 'Diners Club',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
};

export function brandName(brand: string): string {
  return BRANDS[brand.toLowerCase()] ?? (brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : '');
}
