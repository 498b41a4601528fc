import { getActiveLocale } from './i18n/index.ts';

const localeTag = () => (getActiveLocale() === 'fr' ? 'fr-FR' : getActiveLocale());

/**
 * An amount in cents as the interface's language writes money: amount/100 with two decimals and the
 * currency's sign (« 79,00 € » in French, « €79.00 » in English).
 */
export function formatPrice(cents: number, currency = 'eur'): string {
  return new Intl.NumberFormat(localeTag(), {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}
