import { frenchMessage, SANDBOX_CARDS } from '@publia/shared';

/** What the card page asks, as typed. */
export interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardField = keyof CardForm;
export type CardErrors = Partial<Record<CardField, string>>;

export interface CheckedCard {
  brand: 'visa' | 'mastercard' | 'amex';
  last4: string;
  expMonth: number;
  expYear: number;
  holder: string;
  /** What the sandbox's bank does with it: Stripe's test cards, any other valid card pays. */
  behaviour: 'accepted' | 'declined' | 'chargeFails';
}

const BRANDS: { brand: CheckedCard['brand']; pattern: RegExp; cvcDigits: number }[] = [
  { brand: 'visa', pattern: /^4/, cvcDigits: 3 },
  { brand: 'mastercard', pattern: /^(5[1-5]|2[2-7])/, cvcDigits: 3 },
  { brand: 'amex', pattern: /^3[47]/, cvcDigits: 4 },
];

/** The Luhn check digit, which every card number carries: it catches a mistyped or swapped digit. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** MM/AA (or MM/AAAA) into a month and a four-digit year; null when it cannot be read. */
function readExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]) + ((match[2] ?? '').length === 2 ? 2000 : 0);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/**
 * Checks the card page's form as a bank's form would, field by field, in French: the number
 * (digits, Luhn, a brand the sandbox takes), the expiry (MM/AA, not past at `now`), the CVC (three
 * digits, four for American Express) and the holder's name.
 */
export function checkCard(form: CardForm, now: Date): { card: CheckedCard } | { errors: CardErrors } {
  const errors: CardErrors = {};
  const digits = form.number.replace(/[\s-]/g, '');
  const brand = BRANDS.find((candidate) => candidate.pattern.test(digits));
  if (!digits) errors.number = frenchMessage('paymentSandbox.card.numberRequired');
  else if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) errors.number = frenchMessage('paymentSandbox.card.numberInvalid');
  else if (!brand) errors.number = frenchMessage('paymentSandbox.card.brandUnsupported');

  const expiry = readExpiry(form.expiry);
  const monthsNow = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  if (!expiry) errors.expiry = frenchMessage('paymentSandbox.card.expiryInvalid');
  else if (expiry.year * 12 + expiry.month < monthsNow) errors.expiry = frenchMessage('paymentSandbox.card.expired');

  const cvcDigits = brand?.cvcDigits ?? 3;
  if (!new RegExp(`^\\d{${cvcDigits}}$`).test(form.cvc.trim())) errors.cvc = frenchMessage('paymentSandbox.card.cvcInvalid', { digits: cvcDigits });

  const holder = form.name.trim().slice(0, 100);
  if (!holder) errors.name = frenchMessage('paymentSandbox.card.holderRequired');

  if (Object.keys(errors).length > 0 || !brand || !expiry) return { errors };
  const behaviour = digits === SANDBOX_CARDS.declined ? 'declined' : digits === SANDBOX_CARDS.chargeFails ? 'chargeFails' : 'accepted';
  return { card: { brand: brand.brand, last4: digits.slice(-4), expMonth: expiry.month, expYear: expiry.year, holder, behaviour } };
}
