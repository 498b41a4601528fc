import { INVOICE_STATUSES } from '@publia/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { setActiveLocale } from '../../lib/i18n/catalogue.ts';
import { formatPrice } from '../../lib/money.ts';
import { usageLines, usagePercent } from '../../lib/plan-usage.ts';
import { translate } from '../../lib/i18n/index.ts';
import billingMessages from '../../locales/fr-pages/billing.json';
import { addPageMessages } from '../../lib/i18n/index.ts';
import { aUsage } from './billing.test-support.tsx';
import { brandName, formatExpiry, invoiceStatusShown } from './format.ts';

addPageMessages('billing', billingMessages);
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

afterEach(() => setActiveLocale('fr'));

describe('billing formats', () => {
  it('a price is amount/100 with two decimals and the € sign, « /mois » after it, in the interface’s language', () => {
    expect(plain(formatPrice(7900))).toBe('79,00 €');
    expect(plain(formatPrice(2900))).toBe('29,00 €');
    expect(plain(formatPrice(19900))).toBe('199,00 €');
    expect(plain(formatPrice(1))).toBe('0,01 €');
    expect(plain(translate('fr', 'billing.current.perMonth', { price: formatPrice(7900) }))).toBe('79,00 €/mois');
    setActiveLocale('en');
    expect(formatPrice(7900)).toBe('€79.00');
    expect(translate('en', 'billing.current.perMonth', { price: formatPrice(7900) })).toBe('€79.00/month');
    setActiveLocale('de');
    expect(plain(formatPrice(19900))).toBe('199,00 €');
  });

  it('a card’s expiry is MM/YY: the month on two digits, the year modulo 100', () => {
    expect(formatExpiry(4, 2031)).toBe('04/31');
    expect(formatExpiry(12, 2029)).toBe('12/29');
    expect(formatExpiry(1, 2105)).toBe('01/05');
    expect(formatExpiry(9, 2100)).toBe('09/00');
  });

  it('an invoice is « Payée » when paid, « En attente » when open, « Annulée » otherwise', () => {
    expect(INVOICE_STATUSES.map((status) => translate('fr', `billing.invoices.status.${invoiceStatusShown(status)}`))).toEqual([
      'Payée',
      'En attente',
      'Annulée',
      'Annulée',
      'Annulée',
    ]);
  });

  it('usage bars are capped at 100 %, and empty without a limit', () => {
    expect(usagePercent(45, 100)).toBe(45);
    expect(usagePercent(217, 100)).toBe(100);
    expect(usagePercent(100, 100)).toBe(100);
    expect(usagePercent(0, 50)).toBe(0);
    expect(usagePercent(1, 3)).toBe(33);
    expect(usagePercent(12, null)).toBe(0);
    expect(usagePercent(2, 0)).toBe(100);
  });

  it('the usage summary gives the four counters in order (generations, scheduled posts, team members, social accounts), each against its limit', () => {
    expect(usageLines(aUsage())).toEqual([
      { kind: 'contentGeneration', used: 217, limit: 500 },
      { kind: 'scheduledPosts', used: 89, limit: 200 },
      { kind: 'teamMembers', used: 2, limit: 3 },
      { kind: 'socialAccounts', used: 5, limit: 10 },
    ]);
    expect(usageLines(aUsage({ limits: null })).map((line) => line.limit)).toEqual([null, null, null, null]);
  });

  it('names the card networks as they write themselves', () => {
    expect(['visa', 'mastercard', 'amex', 'Visa', 'maestro', ''].map(brandName)).toEqual(['Visa', 'Mastercard', 'American Express', 'Visa', 'Maestro', '']);
  });
});
